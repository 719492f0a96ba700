import { productsResponseSchema } from '@pr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The GTINs of our catalog, from the product list: a scanned GS1 code is ours when its GTIN
 * is one of them. Asked once a GS1 code is seen, and kept while the page lives.
 */
export const productGtinsQuery = queryOptions({
  queryKey: ['product-gtins'],
  queryFn: async ({ signal }) => {
    const { products } = await apiRequest({
      path: '/products',
      parse: (body) => productsResponseSchema.parse(body),
      signal,
    });
    return new Set(products.flatMap((product) => (product.gtin === null ? [] : [product.gtin])));
  },
  staleTime: Infinity,
});
