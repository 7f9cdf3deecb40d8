/** A Web Storage (`localStorage`-shaped) object held in memory: for SSR, tests and fallbacks. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  const storage = {
    get length() {
      return items.size;
    },
    clear(): void {
      items.clear();
    },
    getItem(key: string): string | null {
      return items.get(String(key)) ?? null;
    },
    key(index: number): string | null {
      return [...items.keys()][index] ?? null;
    },
    removeItem(key: string): void {
      items.delete(String(key));
    },
    setItem(key: string, value: string): void {
      items.set(String(key), String(value));
    },
  };
  return storage as Storage;
}
