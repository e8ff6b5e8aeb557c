const rules = new Intl.PluralRules("en-US");
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** The form of a noun that goes with a count: `plural(1, "page")` is "page", `plural(2, "page")` "pages". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === "one" ? one : other;
}

/** A count and its noun, the count grouped by thousands: "1 passage", "0 passages", "1,204 entries". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${whole.format(count)} ${plural(count, one, other)}`;
}
