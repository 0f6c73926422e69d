/** What other features may use of users (its published surface, besides `api/`). */
export { ClientPicker, ClientSelect } from './admin/ClientPicker';
