// Every module's CPU tasks, by name, registered in one place as modules/index.ts registers the
// routes: lib/cpu-worker.js runs them in the worker pool. A module adds its worker function here
// and declares the task's input and output beside its caller (`interface CpuTasks`, lib/cpu-pool.ts).
// Plain JavaScript, like the task files: worker threads load it without a TypeScript loader.
import { renderPlayReportPdf } from './ads/report-pdf.js';
import { renderInvoicePdf } from './billing/invoice-pdf.js';
import { decodeQr } from './chat/qr-decode.js';
import { renderStickerPdf } from './reclamations/sticker-pdf.js';
import { renderDemandePdf } from './sales/demande-pdf.js';
import { renderSitePages } from './site/render-pages.js';

export const cpuTasks = {
  qr: decodeQr,
  demandePdf: renderDemandePdf,
  invoicePdf: renderInvoicePdf,
  stickerPdf: renderStickerPdf,
  playReportPdf: renderPlayReportPdf,
  sitePages: renderSitePages,
};
