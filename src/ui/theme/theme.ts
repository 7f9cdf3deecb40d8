/** `system` follows the user's `prefers-color-scheme`. */
export type Theme = 'light' | 'dark' | 'system';

export const defaultTheme: Theme = 'system';
