import type { Language } from '@app/contracts';
import type { StaffDemande } from '@app/contracts/sales-staff';
import type { CpuPool } from '../../lib/cpu-pool';

/** What the PDF prints; the public contract types statut/type as plain strings. */
export type PrintableDemande = Omit<StaffDemande, 'statut' | 'type'> & {
  statut: string;
  type: string;
};

declare module '../../lib/cpu-pool' {
  interface CpuTasks {
    /** A quote request's printable record (demande-pdf.js). */
    demandePdf: {
      input: { demande: unknown; language: 'fr' | 'en'; brandName: string };
      output: Uint8Array;
    };
  }
}

export const demandePdfName = (id: number) => `demande-${id}.pdf`;

/** A one-page printable record of a quote request: a real PDF, not a JSON blob. */
export async function renderDemandePdf(
  cpu: CpuPool,
  demande: PrintableDemande,
  language: Language,
  brandName: string,
): Promise<Buffer> {
  // Laid out in the worker pool (demande-pdf.js): pdfkit is synchronous.
  const pdf = await cpu.run('demandePdf', { demande, language, brandName });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
