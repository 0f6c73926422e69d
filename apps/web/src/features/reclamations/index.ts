/**
 * What other features may use of reclamations (its published surface, besides `api/`): the
 * thread of staff replies to a visitor and the wording of an urgent report (work orders show both).
 */
export { VisitorReplies } from './admin/VisitorReplies';
export { useUrgentReportText } from './urgent-report';
