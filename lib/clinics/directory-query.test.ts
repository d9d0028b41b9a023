import { directorySearch, parseDirectoryQuery } from "./directory-query";

describe("directory URL state", () => {
  it("reads filters from the query string", () => {
    expect(parseDirectoryQuery({ q: "  Central ", region: "kln", h24: "1", open: "1", page: "3" })).toEqual({
      q: "Central",
      region: "KLN",
      h24: true,
      open: true,
      page: 3,
    });
  });

  it("falls back to no filter on missing or mangled values instead of failing", () => {
    expect(parseDirectoryQuery({})).toEqual({ q: "", region: "", h24: false, open: false, page: 1 });
    expect(parseDirectoryQuery({ region: "'; drop", h24: "2", open: "maybe", page: "-2" })).toEqual({
      q: "",
      region: "",
      h24: false,
      open: false,
      page: 1,
    });
    expect(parseDirectoryQuery({ page: "abc" }).page).toBe(1);
    // The one flag reading (lib/validation/flag.ts): "yes" is a yes here as in the API and the import.
    expect(parseDirectoryQuery({ h24: "yes", open: "on" })).toMatchObject({ h24: true, open: true });
    expect(parseDirectoryQuery({ q: ["a", "b"] }).q).toBe("a");
    expect(parseDirectoryQuery({ q: "x".repeat(500) }).q).toHaveLength(100);
  });

  it("builds links that keep the other filters and drop defaults", () => {
    expect(directorySearch({ q: "vet & co", region: "HKI", h24: true, open: true, page: 2 })).toBe(
      "?q=vet+%26+co&region=HKI&h24=1&open=1&page=2",
    );
    expect(directorySearch({ q: "", region: "", h24: false, page: 1 })).toBe("");
  });
});
