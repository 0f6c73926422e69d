/**
 * What other features may show of telemetry (its published surface, besides `api/`): a station's
 * live badge, the credentials dialog, and the links to a station's live page and the fleet.
 */
export { CredentialsButton } from './admin/CredentialsButton';
export { FleetLink, StationLiveLink } from './admin/StationLiveLinks';
export { LiveBadge } from './shared/LiveBadge';
