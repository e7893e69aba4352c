/** Equipment types listed with `isDefault` by GET /api/equipment-types (D9). */
export const DEFAULT_EQUIPMENT_TYPES = ['Laptop', 'Monitor', 'Phone', 'Headset', 'Keyboard', 'Mouse', 'Other'] as const;
