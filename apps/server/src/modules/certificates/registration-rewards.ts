import { sql, type SQL } from 'drizzle-orm';
import { incentives, registrations, type LocalizedText } from '../../db/schema';

/**
 * Whether an incentive for `recipientType` is a registration's (joined in the same query):
 * its product's or every product's, for its country or every country. An incentive with a
 * registration window is not granted to a registration made later than that many days
 * after the installation day (UTC days, as installation days are stored).
 */
export const incentiveOfRegistration = (recipientType: SQL | number): SQL =>
  sql`(${incentives.productModel} is null or ${incentives.productModel} = ${registrations.productModel})
      and (${incentives.country} is null or ${incentives.country} = ${registrations.country})
      and ${incentives.recipientType} = ${recipientType}
      and (${incentives.registrationWindowDays} is null
        or (${registrations.createdAt} at time zone 'UTC')::date
          - (${registrations.installationDate} at time zone 'UTC')::date
          <= ${incentives.registrationWindowDays})`;

/** The texts of the incentives a registration unlocks for `recipientType`, in its row. */
export const rewardsOfRegistration = (recipientType: SQL | number) => sql<
  LocalizedText[]
>`coalesce((
    select json_agg(${incentives.description} order by ${incentives.sortOrder}, ${incentives.key})
    from ${incentives}
    where ${incentiveOfRegistration(recipientType)}
  ), '[]'::json)`;
