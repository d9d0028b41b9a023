import { createElement } from "react";

/** An icon's shapes: each an SVG element's tag and attributes (components/ui/icons/, one file each so that a page loads only the shapes it draws). */
export type IconShapes = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

/** The icons every page's layout defines once (icon-sprite.tsx), drawn by reference. */
export type SpriteName = "phone" | "message-circle" | "clock" | "chevron-right";

/** What Icon draws: its shapes, or a reference to the layout's sprite for an icon on most cards. */
export type IconNode = IconShapes | { sprite: SpriteName };

/** The SVG elements of an icon's shapes (here, and in the sprite's symbols). */
export const shapesOf = (shapes: IconShapes) => shapes.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }));

/** The id of a sprite icon's <symbol> (icon-sprite.tsx). */
export const spriteId = (name: SpriteName) => `icon-${name}`;

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
 * component draws it, and then only its shapes. The four icons on most cards
 * (Call, WhatsApp, opening hours, details) are a `<use>` of the layout's
 * sprite: their paths were ~40 KB of `/clinics`' document, written in its
 * HTML and again in its RSC payload.
 */
export function Icon({ node, className, label }: { node: IconNode; className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : "icon"}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {"sprite" in node ? <use href={`#${spriteId(node.sprite)}`} /> : shapesOf(node)}
    </svg>
  );
}
