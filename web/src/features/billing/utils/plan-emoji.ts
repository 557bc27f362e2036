/** Spec §9: the plan emoji by name (Basic Plan, Standard Plan, Premium Plan, anything else). */
export function planEmoji(name: string): string {
  switch (name.trim().toLowerCase()) {
    case 'basic plan':
      return '🌱';
    case 'standard plan':
      return '🚀';
    case 'premium plan':
      return '👑';
    default:
      return '⭐';
  }
}

/** Spec §9: the second plan card (index 1) is marked Most Popular. */
export const MOST_POPULAR_INDEX = 1;
