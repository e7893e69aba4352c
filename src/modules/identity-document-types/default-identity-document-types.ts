/** Identity document types each new company is made with (D9). */
export const DEFAULT_IDENTITY_DOCUMENT_TYPES = ['Passport', 'Driving licence', 'National ID card', 'Visa', 'Residence permit'] as const;
