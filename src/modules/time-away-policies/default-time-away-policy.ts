/** The default time-away policy each new company is made with (D9, D12). */
export const DEFAULT_TIME_AWAY_POLICY = { name: 'Default policy', allowance: '25', carryOverLimit: '5' };
