/**
 * What the spaces, stations and lockers lists share besides `api/` (their queries, list and form
 * hooks): the list card they show, and the stations' and lockers' location columns.
 */
export { locationColumns } from './admin/location-columns';
export { PlaceListCard } from './admin/PlaceListCard';
