const compiled = new Map<string, RegExp>();

/** The regular expression for `source`, compiled once (none has flags, so none keeps state between uses). */
export function phoneRegex(source: string): RegExp {
  let regex = compiled.get(source);
  if (regex === undefined) {
    regex = new RegExp(source);
    compiled.set(source, regex);
  }
  return regex;
}
