import { render, screen } from "@testing-library/react";
import { Icon } from "./icon";
import { IconSprite } from "./icon-sprite";
import { mailIcon } from "./icons/mail";
import { phoneIcon } from "./icons/phone";

// Icons are plain SVG: hidden from screen readers unless labelled, drawn from
// their own shapes or by reference to the layout's sprite.

test("is hidden from screen readers unless it has a label, and then it is an image of that name", () => {
  const { container } = render(
    <>
      <Icon node={mailIcon} className="size-4" />
      <Icon node={mailIcon} label="Email" />
    </>,
  );
  const [decorative] = container.querySelectorAll("svg");
  expect(decorative).toHaveAttribute("aria-hidden", "true");
  expect(decorative).toHaveClass("icon", "size-4");
  expect(decorative.querySelectorAll("path, rect").length).toBeGreaterThan(0);
  expect(screen.getByRole("img", { name: "Email" })).not.toHaveAttribute("aria-hidden");
});

test("draws a card icon by reference to a shape the sprite defines", () => {
  const { container } = render(
    <>
      <IconSprite />
      <Icon node={phoneIcon} />
    </>,
  );
  const use = container.querySelector("use")!;
  const symbol = container.querySelector(use.getAttribute("href")!)!;
  expect(symbol.tagName.toLowerCase()).toBe("symbol");
  expect(symbol.querySelector("path")).not.toBeNull();
  expect(container.querySelectorAll("symbol")).toHaveLength(4);
});
