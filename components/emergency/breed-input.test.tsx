import { useState } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/utils/render";
import { BreedInput } from "./breed-input";

function setup(options: { species?: string; locale?: "en" | "zh-HK"; initial?: string } = {}) {
  const species = "species" in options ? options.species : "dog";
  const changes: string[] = [];
  function Harness() {
    const [value, setValue] = useState(options.initial ?? "");
    return (
      <>
        <label htmlFor="pet-breed">Breed</label>
        <BreedInput
          id="pet-breed"
          species={species}
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      </>
    );
  }
  const { container } = renderWithIntl(<Harness />, { locale: options.locale ?? "en" });
  // With a list the input is a combobox to assistive technology; without one, a plain text box.
  return { changes, user: userEvent.setup(), container, field: screen.getByLabelText("Breed") };
}

const optionValues = (container: HTMLElement) => [...container.querySelectorAll("datalist option")].map((o) => o.getAttribute("value"));

it("offers the dog breeds as the browser's own suggestions and stores a chosen name in English", async () => {
  const { changes, user, container, field } = setup();
  expect(screen.getByRole("combobox", { name: "Breed" })).toBe(field);
  expect(field).toHaveAttribute("list", "pet-breed-options");
  expect(optionValues(container)).toHaveLength(28);
  await user.type(field, "labrador retriever");
  expect(changes.at(-1)).toBe("Labrador Retriever");
  expect(field).toHaveValue("labrador retriever");
});

it("in Chinese, lists the Chinese names and still stores the English name", async () => {
  const { changes, user, container, field } = setup({ locale: "zh-HK" });
  expect(optionValues(container)).toContain("拉布拉多尋回犬");
  expect(container.querySelector('option[value="拉布拉多尋回犬"]')).toHaveAttribute("label", "Labrador Retriever");
  await user.type(field, "拉布拉多尋回犬");
  expect(changes.at(-1)).toBe("Labrador Retriever");
  expect(field).toHaveValue("拉布拉多尋回犬");
});

it("shows a stored English breed in Chinese", () => {
  const { field } = setup({ locale: "zh-HK", species: "cat", initial: "Ragdoll" });
  expect(field).toHaveValue("布偶貓");
});

it("keeps free text as typed", async () => {
  const { changes, user, field } = setup();
  await user.type(field, "Shiba mix");
  expect(changes.at(-1)).toBe("Shiba mix");
});

it("is free text, with no list, for a rabbit or before a species is chosen (never disabled)", async () => {
  for (const species of ["rabbit", undefined]) {
    const { user, field, container, changes, unmount } = Object.assign(setup({ species }), {
      unmount: () => document.body.replaceChildren(),
    });
    expect(field).toBeEnabled();
    expect(screen.getByRole("textbox", { name: "Breed" })).toBe(field);
    expect(field).not.toHaveAttribute("list");
    expect(container.querySelector("datalist")).toBeNull();
    await user.type(field, "Holland Lop");
    expect(changes.at(-1)).toBe("Holland Lop");
    unmount();
  }
});
