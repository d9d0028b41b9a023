import { createElement } from "react";

/** An icon's shapes: each an SVG element's tag and attributes (components/ui/icons/, one file each so that a page loads only the shapes it draws). */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

/**
 * A lucide icon drawn as plain SVG: 24 px unless a size class says otherwise,
 * stroke and fill from the `.icon` class (app/globals.css). Decorative
 * (hidden from screen readers) unless it has a `label`.
 *
 * Why not lucide-react: its icons are client components, so every icon a
 * server component renders is hydrated in the browser and brings lucide's
 * runtime to the page, and each copy writes lucide's seven drawing attributes
 * into the HTML and its props into the RSC payload (a directory page draws
 * ~100). This one is a plain element: no code in the browser unless a client
 * component draws it, and then only its shapes.
 */
export function Icon({ node, className, label }: { node: IconNode; className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : "icon"}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
