import { useState } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithIntl } from "@/tests/utils/render";
import { BreedCombobox } from "./breed-combobox";

// jsdom lacks layout APIs that cmdk and Radix call.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
});

function setup(options: { species?: string; locale?: "en" | "zh-HK" } = {}) {
  const species = "species" in options ? options.species : "dog";
  const locale = options.locale ?? "en";
  const changes: string[] = [];
  function Harness() {
    const [value, setValue] = useState("");
    return (
      <>
        <label htmlFor="pet-breed">Breed</label>
        <BreedCombobox
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
  renderWithIntl(<Harness />, { locale });
  return { changes, user: userEvent.setup() };
}

it("filters the dog breeds as the user types and stores the English name", async () => {
  const { changes, user } = setup();
  await user.click(screen.getByRole("combobox", { name: "Breed" }));
  expect(screen.getAllByRole("option").length).toBe(28);
  await user.type(screen.getByPlaceholderText("Search or type a breed…"), "Lab");
  expect(screen.queryByRole("option", { name: "Golden Retriever" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("option", { name: "Labrador Retriever" }));
  expect(changes).toEqual(["Labrador Retriever"]);
  expect(screen.getByRole("combobox", { name: "Breed" })).toHaveTextContent("Labrador Retriever");
  expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
});

it("in Chinese, finds a breed by its Chinese name and still stores the English name", async () => {
  const { changes, user } = setup({ locale: "zh-HK" });
  await user.click(screen.getByRole("combobox", { name: "Breed" }));
  await user.type(screen.getByPlaceholderText("搜尋或輸入品種…"), "拉布");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
    "使用「拉布」",
    "拉布拉多尋回犬Labrador Retriever",
  ]);
  await user.click(screen.getByRole("option", { name: /拉布拉多尋回犬/ }));
  expect(changes).toEqual(["Labrador Retriever"]);
  expect(screen.getByRole("combobox", { name: "Breed" })).toHaveTextContent("拉布拉多尋回犬");
});

it("keeps free text the user typed, by the Use option or the Enter key", async () => {
  const { changes, user } = setup();
  await user.click(screen.getByRole("combobox", { name: "Breed" }));
  await user.type(screen.getByPlaceholderText("Search or type a breed…"), "Shiba mix");
  await user.keyboard("{Enter}");
  expect(changes).toEqual(["Shiba mix"]);
  expect(screen.getByRole("combobox", { name: "Breed" })).toHaveTextContent("Shiba mix");

  await user.click(screen.getByRole("combobox", { name: "Breed" }));
  await user.type(screen.getByPlaceholderText("Search or type a breed…"), "Tong dog");
  await user.click(screen.getByRole("option", { name: 'Use "Tong dog"' }));
  expect(changes).toEqual(["Shiba mix", "Tong dog"]);
});

it("keeps typed text when the list is closed without choosing", async () => {
  const { changes, user } = setup({ species: "cat" });
  await user.click(screen.getByRole("combobox", { name: "Breed" }));
  await user.type(screen.getByPlaceholderText("Search or type a breed…"), "ragdoll");
  await user.keyboard("{Escape}");
  expect(changes).toEqual(["Ragdoll"]);
});

it("is disabled with a hint until a species is chosen", () => {
  setup({ species: undefined });
  const field = screen.getByRole("combobox", { name: "Breed" });
  expect(field).toBeDisabled();
  expect(field).toHaveAccessibleDescription("Choose dog or cat first to see the breeds");
});
