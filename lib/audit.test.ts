import { diffFields } from "./audit";

describe("diffFields", () => {
  it("lists only the fields that changed, with before and after", () => {
    expect(diffFields({ phone: "+85221112222", isAvailable: true, name: "A" }, { phone: "+85221119999", isAvailable: true })).toEqual({
      phone: { from: "+85221112222", to: "+85221119999" },
    });
  });

  it("treats undefined and null alike and compares values, not references", () => {
    expect(diffFields({ services: ["x"], email: null as string | null }, { services: ["x"], email: undefined })).toEqual({});
  });
});
