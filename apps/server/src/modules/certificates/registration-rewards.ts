import { sql, type SQL } from 'drizzle-orm';
import { incentives, registrations, type LocalizedText } from '../../db/schema';

/**
 * The texts of the incentives a registration unlocks for `recipientType` (its product's and
 * every product's, for its country or every country), gathered in the registration's row.
 * An incentive with a registration window is not granted to a registration made later than
 * that many days after the installation day (UTC days, as installation days are stored).
 */
export const rewardsOfRegistration = (recipientType: SQL | number) => sql<
  LocalizedText[]
>`coalesce((
    select json_agg(${incentives.description} order by ${incentives.sortOrder}, ${incentives.key})
    from ${incentives}
    where (${incentives.productModel} is null or ${incentives.productModel} = ${registrations.productModel})
      and (${incentives.country} is null or ${incentives.country} = ${registrations.country})
      and ${incentives.recipientType} = ${recipientType}
      and (${incentives.registrationWindowDays} is null
        or (${registrations.createdAt} at time zone 'UTC')::date
          - (${registrations.installationDate} at time zone 'UTC')::date
          <= ${incentives.registrationWindowDays})
  ), '[]'::json)`;
