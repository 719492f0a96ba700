import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../brand/brand';

/** Receives the page's title in a server render, which writes it into the document head. */
export type TitleSink = (title: string) => void;

export const TitleSinkContext = createContext<TitleSink | null>(null);

/**
 * Sets the document title: the browser sets `document.title`, and the server render hands it
 * to its sink, which writes it into the head of the page template (a `<title>` element would
 * be hoisted by React into the document it renders, and the server renders the body only).
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const text = t('app.pageTitle', { page: title, brand: BRAND.name });
  const sink = useContext(TitleSinkContext);
  sink?.(text);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
