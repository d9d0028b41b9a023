// Walking the message catalogues in tests (messages/*.test.ts). The ICU parser is next-intl's own
// (hoisted from next-intl → icu-minify in the lock file).
import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/** Every message of a catalogue as [dotted key, text]. */
export function leaves(node: unknown, prefix = ""): [string, string][] {
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]): [string, string][] =>
    v && typeof v === "object" ? leaves(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]],
  );
}

/** Every element of a parsed message, into plural and select branches and tags' children, parents first. */
export function* everyElement(elements: MessageFormatElement[]): Generator<MessageFormatElement> {
  for (const el of elements) {
    yield el;
    if (el.type === TYPE.select || el.type === TYPE.plural)
      for (const option of Object.values(el.options)) yield* everyElement(option.value);
    if (el.type === TYPE.tag) yield* everyElement(el.children);
  }
}
