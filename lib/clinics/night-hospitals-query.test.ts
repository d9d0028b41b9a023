import { nightHospitalsSearch, parseNightHospitalsQuery } from "./night-hospitals-query";

describe("/24-hour-vets query", () => {
  it("sorts by district by default, by distance once a district is picked, and ignores what it does not know", () => {
    expect(parseNightHospitalsQuery({})).toEqual({ near: null, sort: "district" });
    expect(parseNightHospitalsQuery({ sort: "fee" })).toEqual({ near: null, sort: "fee" });
    expect(parseNightHospitalsQuery({ near: "sha-tin" })).toMatchObject({ near: { slug: "sha-tin" }, sort: "distance" });
    expect(parseNightHospitalsQuery({ near: "sha-tin", sort: "fee" })).toMatchObject({ near: { slug: "sha-tin" }, sort: "fee" });
    // Nothing to measure from: no distance order.
    expect(parseNightHospitalsQuery({ sort: "distance" })).toEqual({ near: null, sort: "district" });
    expect(parseNightHospitalsQuery({ near: "atlantis", sort: ["price", "fee"] })).toEqual({ near: null, sort: "district" });
  });

  it("writes only what differs from the default into the link", () => {
    expect(nightHospitalsSearch(parseNightHospitalsQuery({}))).toBe("");
    expect(nightHospitalsSearch({ ...parseNightHospitalsQuery({}), sort: "fee" })).toBe("?sort=fee");
    expect(nightHospitalsSearch(parseNightHospitalsQuery({ near: "tai-po" }))).toBe("?near=tai-po");
    expect(nightHospitalsSearch({ ...parseNightHospitalsQuery({ near: "tai-po" }), sort: "district" })).toBe("?near=tai-po&sort=district");
  });
});
