import { integer } from 'drizzle-orm/pg-core';
import { adRequests } from './ads';
import { stations } from './places';

/** The station a row belongs to: `station_id`, required, deleted with the station. */
export const ownerStation = () =>
  integer('station_id')
    .notNull()
    .references(() => stations.id, { onDelete: 'cascade' });

/** The campaign a row belongs to: `ad_id`, required, deleted with the advertising request. */
export const ownerAd = () =>
  integer('ad_id')
    .notNull()
    .references(() => adRequests.id, { onDelete: 'cascade' });
