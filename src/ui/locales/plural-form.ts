/** A string for each plural category the locale distinguishes ("one", "two", "few", …); `other` is always there. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The form for `count` under the locale's plural rules (`Intl.PluralRules`), `other` when the
 * table has none for its category. Used by the locale packs (loaded on demand), not by English.
 */
export function pluralForm(lang: string, count: number, forms: PluralForms): string {
  return forms[new Intl.PluralRules(lang).select(count)] ?? forms.other;
}

/** "A, B or C" in the locale's words (`Intl.ListFormat`, disjunction). */
export function listWithOr(lang: string, items: readonly string[]): string {
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format(items);
}
