import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageTitle, TitleSinkContext } from './page-title';

describe('PageTitle', () => {
  it('sets the document title in the browser and renders nothing in the page', () => {
    const { container } = render(<PageTitle title="Numéro de série" />);
    expect(document.title).toBe('Numéro de série · Calora');
    expect(container).toBeEmptyDOMElement();
  });

  it('hands the title to a server render, which puts it in the head', () => {
    const titles: string[] = [];
    const html = renderToString(
      <TitleSinkContext value={(title) => titles.push(title)}>
        <PageTitle title="Numéro de série" />
      </TitleSinkContext>,
    );
    expect(titles).toEqual(['Numéro de série · Calora']);
    expect(html).toBe('');
  });
});
