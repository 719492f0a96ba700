import { sql, type SQL } from 'drizzle-orm';
import { incentives, registrations, type LocalizedText } from '../../db/schema';

/**
 * The texts of the incentives a registration unlocks for `recipientType` (its product's and
 * every product's, for its country or every country), gathered in the registration's row.
 */
export const rewardsOfRegistration = (recipientType: SQL | number) => sql<
  LocalizedText[]
>`coalesce((
    select json_agg(${incentives.description} order by ${incentives.sortOrder}, ${incentives.key})
    from ${incentives}
    where (${incentives.productModel} is null or ${incentives.productModel} = ${registrations.productModel})
      and (${incentives.country} is null or ${incentives.country} = ${registrations.country})
      and ${incentives.recipientType} = ${recipientType}
  ), '[]'::json)`;
