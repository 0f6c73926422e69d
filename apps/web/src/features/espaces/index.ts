/** What other features may use of espaces (its published surface, besides `api/`). */
export { EspacePicker } from './admin/EspacePicker';
