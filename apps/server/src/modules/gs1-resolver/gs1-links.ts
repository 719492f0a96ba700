import { eq } from 'drizzle-orm';
import {
  digitalLinkPath,
  ROUTES,
  SERIAL_NUMBER_PARAM,
  splitLocale,
  type Gs1ProductKey,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { localize, type TextFallback } from '../catalog/localize';

/** GS1's web vocabulary: link types are its terms, `gs1:pip` short for `${GS1_VOCABULARY}pip`. */
export const GS1_VOCABULARY = 'https://gs1.org/voc/';

/** The link types we answer: the registration is the default, the product page where there is one. */
export const LINK_TYPES = ['defaultLink', 'registerProduct', 'pip'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

export interface Gs1Link {
  href: string;
  title: string;
  type: 'text/html';
  hreflang?: string[];
}

/** A scanned key's links: `anchor` is its Digital Link URI on this resolver. */
export interface Gs1Links {
  anchor: string;
  links: Record<Exclude<LinkType, 'pip'>, Gs1Link> & { pip?: Gs1Link };
}

export interface Gs1LinkOptions {
  publicBaseUrl: string;
  /** The visitor's locale (visitorLocale): the registration opens in it. */
  locale: string;
  textFallback: TextFallback;
}

/**
 * The links of a product key, or null when no product of ours has its GTIN. The key's serial
 * (if any) is one of ours in form (isSerialNumber): step 1 looks it up as a deep link does.
 */
export async function findGs1Links(
  db: Database,
  key: Gs1ProductKey,
  options: Gs1LinkOptions,
): Promise<Gs1Links | null> {
  const [product] = await db
    .select({ name: products.name, productUrl: products.productUrl })
    .from(products)
    .where(eq(products.gtin, key.gtin));
  if (product === undefined) return null;
  const { publicBaseUrl, locale } = options;
  const { language } = splitLocale(locale);
  const title = localize(product.name, language, options.textFallback);
  const step1 = `${publicBaseUrl}/${locale}/${ROUTES.userStep(1)}`;
  const registration: Gs1Link = {
    href:
      key.serial === null
        ? step1
        : `${step1}?${new URLSearchParams({ [SERIAL_NUMBER_PARAM]: key.serial }).toString()}`,
    title,
    type: 'text/html',
    hreflang: [language],
  };
  const productUrl = product.productUrl;
  return {
    anchor: `${publicBaseUrl}${digitalLinkPath(key)}`,
    links: {
      defaultLink: registration,
      registerProduct: registration,
      ...(productUrl === null
        ? {}
        : {
            pip: {
              // The catalog may give a path on this site (catalog-schema.ts).
              href: productUrl.startsWith('/') ? `${publicBaseUrl}${productUrl}` : productUrl,
              title,
              type: 'text/html' as const,
            },
          }),
    },
  };
}

/**
 * The link type a `linkType` query asks for (`gs1:pip` or the full term), `all` for every
 * link (a linkset), or the default link for one we do not have: the GS1 resolver's rule.
 */
export function requestedLinkType(value: string | undefined): LinkType | 'all' {
  if (value === 'all') return 'all';
  const term = value?.replace(/^gs1:/, GS1_VOCABULARY).replace(/^http:/, 'https:') ?? '';
  return LINK_TYPES.find((type) => term === `${GS1_VOCABULARY}${type}`) ?? 'defaultLink';
}

/** The RFC 9264 linkset of a key's links: one context, each link type a full GS1 term. */
export function linksetOf({ anchor, links }: Gs1Links) {
  return {
    linkset: [
      {
        anchor,
        ...Object.fromEntries(
          LINK_TYPES.flatMap((type) => {
            const link = links[type];
            return link === undefined ? [] : [[`${GS1_VOCABULARY}${type}`, [link]]];
          }),
        ),
      },
    ],
  };
}
