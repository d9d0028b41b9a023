import { fireEvent, render, screen } from "@testing-library/react";
import { Switch } from "./switch";

// A native checkbox with role="switch": named by its label, flipped
// by a click on the box or the label, submitted with its form like a checkbox.

test("is a switch named by its label that reports each flip", () => {
  const changed = jest.fn();
  render(
    <>
      <Switch id="only-24h" checked={false} onCheckedChange={changed} />
      <label htmlFor="only-24h">24-hour clinics only</label>
    </>,
  );
  const box = screen.getByRole("switch", { name: "24-hour clinics only" });
  expect(box).not.toBeChecked();
  fireEvent.click(screen.getByText("24-hour clinics only"));
  expect(changed).toHaveBeenLastCalledWith(true);
});

test("inside a form it is submitted like a checkbox; a disabled one says so", () => {
  const { container } = render(
    <form>
      <Switch id="h24" name="h24" value="1" defaultChecked />
      <Switch id="open" name="open" value="1" disabled />
    </form>,
  );
  const form = new FormData(container.querySelector("form")!);
  expect(form.get("h24")).toBe("1");
  expect(form.get("open")).toBeNull();
  expect(screen.getAllByRole("switch")[1]).toBeDisabled();
});
