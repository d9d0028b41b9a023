// Species-aware lines of the first-aid cards, English (see species.ts).
// The Chinese file (species.zh-HK.ts) says the same things.
import type { SpeciesContent } from "./species";
import { SOURCES as S } from "./sources";

const REPTILE_WARM =
  "Keep a reptile warm on the way: put a warm (not hot) water bottle wrapped in a towel beside its box, never touching it, and keep the box insulated.";

export const speciesEn: SpeciesContent = {
  neutral: {
    breathing: {
      goNow: "Go at once if the gums or tongue look blue, grey or pale, or if breathing is noisy, very fast or a struggle.",
    },
    swollen: {
      moving: "Carry a small pet in a carrier; carry a larger one on a blanket with two people.",
      goNow: "Go at once if the belly is swollen and tight, or comes with restlessness, weakness or pale gums.",
    },
    pain: {
      moving:
        "Wrap a small pet in a towel and put them in a carrier; lift a larger pet on a blanket with help, supporting the chest and hips.",
    },
    vomiting: {
      goNow:
        "Go at once if there is blood or coffee-ground material, retching with nothing coming up, pale gums, weakness, or a very young or old pet.",
    },
    diarrhea: { moving: "Line the carrier or car seat with towels and bring a spare towel." },
    not_eating: {
      steps: [
        "Offer their usual food and fresh water.",
        "Check for other signs: vomiting, diarrhoea, weakness, hiding, drooling or a painful mouth.",
        "Note when they last ate and drank, and whether they are passing urine and droppings.",
        "Phone the clinic today.",
      ],
      goNow: "Go at once if they are also straining to pass urine, breathing oddly, collapsing, or have yellow gums or eyes.",
    },
  },
  species: {
    rabbit: {
      not_eating: {
        steps: [
          "Offer their usual hay, greens and fresh water.",
          "Check for droppings: for a rabbit, fewer, smaller or no droppings with not eating is a sign of gut stasis, an emergency.",
          "Look for other signs: a hunched posture, grinding teeth, a swollen belly, or being unusually quiet.",
          "For a rabbit, phone the clinic now and set off: a rabbit cannot go long without food, and gut stasis can kill within hours.",
        ],
        avoid: [
          "Do not force-feed.",
          "Do not give human medicines.",
          "Do not wait until tomorrow to see if a rabbit starts eating again: a day's delay can be fatal.",
        ],
        moving: "Keep a rabbit warm and calm in a carrier lined with a towel: a sick rabbit can get cold quickly.",
        goNow: "Go at once, even at night: a rabbit that stops eating or passing droppings needs a vet now.",
        sources: [S.mayneRabbitStasis, S.heathfieldRabbitStasis, S.rwafRabbitEr],
      },
    },
    bird: {
      breathing: {
        goNow:
          "Go at once if the gums or tongue look blue, grey or pale; for a bird, also if it breathes with its beak open, bobs its tail with each breath, or wheezes or clicks.",
        sources: [S.vinBreathing, S.firstCoastBreathing, S.spcaEmergencies, S.coloradoExoticBird],
      },
      unable_stand: {
        goNow: "Go at once: a bird sitting on the floor of its cage that cannot hold on to a perch is critically ill.",
        sources: [S.pdsaBrokenBones, S.transportingInjured, S.safariVetBird],
      },
      not_eating: {
        steps: [
          "Offer their usual food and fresh water.",
          "Check for other signs: fluffed-up feathers, sitting on the cage floor, changed droppings, or sleeping in the day.",
          "Note when they last ate and drank.",
          "For a bird, phone the clinic now: a bird that stops eating is ill, however normal it looks.",
        ],
        moving:
          "Bring a bird in its own cage if you can, without cleaning it (the vet will want to see the droppings), covered with a cloth to keep it calm.",
        goNow:
          "Go at once: a small bird such as a budgerigar or canary can become dangerously weak within about twelve hours without food.",
        sources: [S.azExoticBird, S.safariVetBird],
      },
    },
    reptile: {
      not_eating: {
        moving: REPTILE_WARM,
        sources: [S.vetclinicNotEating, S.skvhNotEating, S.originReptileTravel, S.vhahReptileTravel],
      },
      other: {
        moving: REPTILE_WARM,
        sources: [S.pdsaTips, S.spcaEmergencies, S.originReptileTravel, S.vhahReptileTravel],
      },
    },
  },
};
