/**
 * What the spaces, stations and lockers lists share besides `api/` (their queries, list and form
 * hooks): the list card they show.
 */
export { PlaceListCard } from './admin/PlaceListCard';
