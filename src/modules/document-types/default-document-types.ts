/** Document types each new company is made with (D9). */
export const DEFAULT_DOCUMENT_TYPES = ['Contract', 'Policy', 'Payslip', 'Other'] as const;
