import { shapesOf, spriteId, type IconShapes, type SpriteName } from "./icon";
import { chevronRightShapes } from "./icons/chevron-right";
import { clockShapes } from "./icons/clock";
import { messageCircleShapes } from "./icons/message-circle";
import { phoneShapes } from "./icons/phone";

const SPRITE: Record<SpriteName, IconShapes> = {
  phone: phoneShapes,
  "message-circle": messageCircleShapes,
  clock: clockShapes,
  "chevron-right": chevronRightShapes,
};

/**
 * The shapes of the icons on most cards, once per page (the root layout), for
 * Icon's `<use>`: a 0×0 SVG out of the flow, not `display: none` (some
 * browsers then draw no `<use>` of it), hidden from screen readers.
 */
export function IconSprite() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true">
      {Object.entries(SPRITE).map(([name, shapes]) => (
        <symbol key={name} id={spriteId(name as SpriteName)} viewBox="0 0 24 24">
          {shapesOf(shapes)}
        </symbol>
      ))}
    </svg>
  );
}
