// First aid while you travel, English. Reviewed content: plain words,
// no medicines or doses, every card names the pages it was written from.
// The Chinese file (content.zh-HK.ts) says the same things.
import type { FirstAidContent } from "./schema";
import { SOURCES as S } from "./sources";

const CALL_AHEAD = "Phone the clinic as you leave so they are ready for you.";

export const firstAidEn: FirstAidContent = {
  cards: {
    unconscious: {
      title: "Unconscious or collapsed",
      steps: [
        "Make sure the place is safe for you first (traffic, cables, water), then go to your pet.",
        "Check the airway: open the mouth and look for anything blocking the throat, such as vomit or an object.",
        "Check breathing: watch the chest rise and fall, and look at the gums (pink is good; pale, grey or blue is serious).",
        "If they are breathing, lay them on their side with the head and neck straight and keep them warm.",
        "Set off for the clinic now and phone on the way.",
      ],
      avoid: [
        "Do not give food or water to a pet that is not fully awake.",
        "Do not put your fingers deep in the mouth of a pet that may wake and bite.",
      ],
      moving:
        "Slide a blanket or towel under them and carry them flat, with the head level; a small pet can go in a carrier lined with a towel.",
      goNow: "Always go at once: a pet that has collapsed or will not wake needs a vet now, not a call back.",
      sources: [S.pdsaTips, S.animalEmergUnconscious, S.spcaEmergencies],
    },
    breathing: {
      title: "Difficulty breathing",
      steps: [
        "Stay calm and keep your pet calm and still; let them choose the position they breathe best in.",
        "Move them somewhere cool with fresh air; loosen or remove a tight collar or harness.",
        "Look in the mouth for an object blocking the airway (see the choking card).",
        "If they are hot, wet the paws and ears with cool (not icy) water.",
        "Go to the clinic now with the car or taxi air conditioning on.",
      ],
      avoid: ["Do not hold them tightly or lay them flat if they are fighting to breathe.", "Do not wait to see if it settles."],
      moving: "Carry them upright or let them sit in a carrier with the door open to the air; keep the journey cool and quiet.",
      goNow:
        "Go at once if the gums or tongue look blue, grey or pale, if a cat breathes with its mouth open, or if breathing is noisy or very fast.",
      sources: [S.vinBreathing, S.firstCoastBreathing, S.spcaEmergencies],
    },
    seizure: {
      title: "Seizure (fit)",
      steps: [
        "Stay calm. Move children and other pets away.",
        "Clear a space so they cannot hit furniture, stairs or wires; if they are up on a sofa, gently move them down.",
        "Dim the lights and keep the room quiet. Keep them cool: do not wrap them up.",
        "Time the seizure and, if you can, film it for the vet.",
        "When it stops, let them rest somewhere quiet and speak softly; they may be dazed for a while.",
      ],
      avoid: ["Do not hold them down or try to stop the movements.", "Do not put your hand or anything else in their mouth."],
      moving:
        "Wait until the seizure has stopped. Then lift them in a towel or blanket, supporting the head, and keep them cool on the way.",
      goNow:
        "Go at once if the seizure lasts more than five minutes, if there is more than one in 24 hours, or if they do not come round between seizures.",
      sources: [S.pdsaSeizure],
    },
    choking: {
      title: "Choking",
      steps: [
        "Check it is choking and not coughing: a coughing pet can still breathe in; a choking pet struggles to breathe at all.",
        "Keep them calm. If you can see the object, take it out with tweezers or pliers, not your fingers.",
        "If they are unconscious, open the mouth, sweep a finger across the back of the throat and remove what is there.",
        "If it will not come out: lay them on their side and push firmly on the side of the rib cage three or four times; repeat until it comes out.",
        "Even if it comes out, go to a vet to have the throat checked.",
      ],
      avoid: [
        "Do not put your fingers in the mouth of a pet that is awake: a frightened pet may bite.",
        "Do not pull on something stuck deep in the throat.",
      ],
      moving: "Carry them with the head and neck straight and the mouth free; do not muzzle a pet that is struggling to breathe.",
      goNow: "Go at once if you cannot get the object out, or if the lips, gums or tongue turn blue.",
      sources: [S.pdsaChoking],
    },
    bleeding: {
      title: "Heavy bleeding",
      steps: [
        "Check for other injuries and for trouble breathing.",
        "Press firmly on the wound with a clean, dry cloth or dressing.",
        "If blood comes through, add more cloth on top and keep pressing; do not lift the first layer.",
        "If it is still bleeding after five minutes of pressure, keep pressing and go straight to the clinic.",
        "Even when the bleeding stops, have the wound seen by a vet.",
      ],
      avoid: [
        "Do not pull out anything stuck in the wound, such as glass, and do not press on it.",
        "Do not keep lifting the cloth to look.",
      ],
      moving: "Keep the pressure on while someone else drives or rides with you; carry a small pet wrapped in a towel.",
      goNow: "Go at once if blood spurts or pours, if bleeding does not stop with five minutes of pressure, or if your pet collapses.",
      sources: [S.pdsaBleeding],
    },
    trauma: {
      title: "Injury (hit by a car, fall, bite)",
      steps: [
        "Make sure it is safe to approach: watch for traffic. Approach from the front, slowly, talking softly.",
        "A pet in pain may bite: protect yourself, for example with a towel over the head, unless they are struggling to breathe.",
        "Check breathing, gums and bleeding; press on any bleeding with a clean cloth.",
        "Cover open wounds with a clean cloth and keep them warm and still.",
        "Go to the clinic even if they seem fine: injuries inside may not show at first.",
      ],
      avoid: ["Do not let them walk if they may have a broken bone or a back injury.", "Do not give any food, drink or human medicine."],
      moving:
        "Use a flat board, tray or firm blanket as a stretcher if the back may be hurt; lift with two people, one at the chest and one at the hips.",
      goNow:
        "Go at once after any road accident or fall from a height, and for pale gums, heavy bleeding, trouble breathing or not being able to stand.",
      sources: [S.pdsaTips, S.pdsaBrokenBones, S.safeMoving, S.spcaEmergencies],
    },
    poisoning: {
      title: "Possible poisoning",
      steps: [
        "Take away what they got into; if some is still in the mouth, tempt them to drop it with a treat or toy.",
        "If it is on the fur, stop them licking it and wipe it off (protect your hands).",
        "Phone the clinic straight away: say what it was, how much, and when.",
        "Take the packet, a photo of it, or what is left with you.",
      ],
      avoid: [
        "Do not try to make them vomit unless a vet tells you to; it can do more harm.",
        "Do not give milk, salt, oil or other home remedies.",
        "Do not wait for signs: some poisons take hours to show.",
      ],
      moving: "Keep them calm and still in a carrier or on a lead; bring anything they vomit in a bag for the vet.",
      goNow: "Go at once if they have eaten something poisonous, or show shaking, seizures, drooling, vomiting, weakness or collapse.",
      sources: [S.pdsaPoisons, S.spcaEmergencies],
    },
    unable_stand: {
      title: "Cannot stand or walk",
      steps: [
        "Keep them lying still in a safe, quiet place.",
        "Check breathing and gum colour, and look for injuries or bleeding.",
        "Avoid touching or bending the painful area.",
        "Phone the clinic for an emergency appointment and set off.",
      ],
      avoid: ["Do not try to make them stand or walk.", "Do not give food or drink until a vet has said it is safe."],
      moving:
        "Slide them onto a flat board or firm blanket without twisting the body and carry it flat with two people; a small pet can go in a padded carrier.",
      goNow:
        "Go at once: a pet that suddenly cannot stand needs a vet now, especially after a fall or accident, or with trouble breathing.",
      sources: [S.pdsaBrokenBones, S.transportingInjured],
    },
    swollen: {
      title: "Swollen belly or body",
      steps: [
        "Look at the belly: is it swollen and tight, and is your pet restless or trying to vomit without bringing anything up?",
        "Check the gums: pale, grey or very dark red gums are serious.",
        "Keep them calm and still; do not let them eat or drink.",
        CALL_AHEAD,
      ],
      avoid: ["Do not try to make them vomit or give anything by mouth.", "Do not wait overnight to see if a swollen belly goes down."],
      moving: "Carry a small pet in a carrier; help a large dog walk slowly to the car, or carry them on a blanket with two people.",
      goNow:
        "Go at once if a dog's belly swells with restlessness, drooling or retching that brings nothing up: this can kill within hours.",
      sources: [S.preventiveVetBloat],
    },
    pain: {
      title: "Severe pain",
      steps: [
        "Approach slowly from the front and speak softly: pets in pain can bite or scratch even their owners.",
        "Look, without pressing, for wounds, swelling or a leg they will not use.",
        "Keep them warm, still and quiet.",
        CALL_AHEAD,
      ],
      avoid: ["Do not give human painkillers or any medicine: many are poisonous to pets.", "Do not press or bend the painful place."],
      moving:
        "Wrap a small pet in a towel and put them in a carrier; lift a larger dog on a blanket with help, supporting the chest and hips.",
      goNow: "Go at once if the pain came with an accident or fall, a swollen belly, trouble breathing, or if they cry out when touched.",
      sources: [S.pdsaTips, S.transportingInjured],
    },
    vomiting: {
      title: "Vomiting",
      steps: [
        "Note how often, when it started, and what it looks like; take a photo for the vet.",
        "Think about what they may have eaten (bins, plants, medicines, toys) and bring any packaging.",
        "Offer small sips of water only if they keep it down, and keep them quiet.",
        "Phone the clinic and say how many times they have vomited.",
      ],
      avoid: ["Do not give human medicines.", "Do not give a large meal or a lot of water at once."],
      moving: "Line the carrier or car seat with towels and keep a bag handy; keep the head free so they can vomit safely.",
      goNow:
        "Go at once if there is blood or coffee-ground material, retching with nothing coming up, pale gums, weakness, or a puppy, kitten or old pet.",
      sources: [S.vetsterVomiting],
    },
    diarrhea: {
      title: "Diarrhoea",
      steps: [
        "Note how often, since when, and the colour; take a photo, especially of any blood.",
        "Make sure fresh water is available and keep them quiet.",
        "Think about anything unusual they may have eaten.",
        "Phone the clinic with what you have seen.",
      ],
      avoid: ["Do not give human medicines.", "Do not wait days if your pet is weak or not drinking."],
      moving: "Line the carrier or car seat with towels or puppy pads and bring a spare towel.",
      goNow:
        "Go at once if there is a lot of blood, black tarry stools, vomiting as well, weakness or collapse, or a very young, old or small pet.",
      sources: [S.vetsterVomiting],
    },
    broken_bone: {
      title: "Possible broken bone",
      steps: [
        "Be very careful: a pet in this much pain may bite, so protect yourself.",
        "Check for other injuries: after a car accident there may be injuries inside; pale gums can mean blood loss or shock.",
        "Cover any wound near the break with a clean cloth; press lightly on bleeding.",
        "Keep them still and do not let them walk on a broken leg.",
        "Phone the clinic and set off.",
      ],
      avoid: ["Do not try to straighten or set the bone.", "Do not give food or drink until a vet has spoken to you."],
      moving:
        "Support the injured part without touching it more than needed; use a flat board if the back may be hurt, and a padded carrier for a small pet.",
      goNow: "Go at once if a bone shows through the skin, after a road accident, or if your pet cannot stand or walk.",
      sources: [S.pdsaBrokenBones],
    },
    eye_injury: {
      title: "Eye injury",
      steps: [
        "Stop them rubbing or pawing at the eye; hold them gently.",
        "If something loose is in the eye, rinse it gently with plenty of clean water or saline eye wash.",
        "If the eye has come out of its socket, keep it wet with saline or clean water on a soft cloth.",
        "Keep them in a dim, quiet place and set off for the clinic.",
      ],
      avoid: [
        "Do not pull out anything stuck into the eye.",
        "Do not put human eye drops or creams in the eye.",
        "Do not press on the eye.",
      ],
      moving: "Keep the head still and away from the carrier door; a cloth over the carrier keeps it dim and calm.",
      goNow: "Go at once if the eye is bulging or out of its socket, something is stuck in it, it is bleeding, or your pet keeps it shut.",
      sources: [S.hpVetEye, S.spcaEmergencies],
    },
    not_eating: {
      title: "Not eating",
      steps: [
        "Offer a small amount of a favourite food, slightly warmed, and fresh water.",
        "Check for other signs: vomiting, diarrhoea, weakness, hiding, drooling or a painful mouth.",
        "Note when they last ate and drank, and whether they are passing urine.",
        "Phone the clinic today, sooner for a cat.",
      ],
      avoid: ["Do not force-feed.", "Do not give human medicines."],
      moving: "A calm pet can travel in a carrier as usual; cover it with a cloth to lower stress.",
      goNow:
        "Go at once if they are also straining to pass urine, breathing oddly, collapsing, or have yellow gums or eyes; a cat should not go a day without food.",
      sources: [S.vetclinicNotEating, S.skvhNotEating],
    },
    other: {
      title: "Something else is wrong",
      steps: [
        "Stay calm and make sure it is safe for you to approach.",
        "Check the basics: is the airway clear, are they breathing, are the gums pink?",
        "Look for bleeding and press on it with a clean cloth.",
        "Write down what you see and when it started, and phone the clinic.",
      ],
      avoid: ["Do not give human medicines or home remedies.", "Do not put yourself in danger: a frightened pet may bite."],
      moving: "Carry a small pet in a towel-lined carrier; lift a larger pet on a blanket with help.",
      goNow:
        "Go at once for trouble breathing, collapse, bleeding that will not stop, poisoning, or if you are unsure: the SPCA lists these as emergencies.",
      sources: [S.pdsaTips, S.spcaEmergencies],
    },
  },
  travel: {
    title: "Getting there",
    points: [
      "A taxi is usually the quickest way: drivers may take a pet at their discretion and may charge a small fee per animal. Keep the pet in a carrier or on your lap in a towel.",
      "Franchised buses do not carry animals other than guide dogs.",
      "MTR by-laws bar animals from railway premises, except guide dogs and animals the MTR has approved (a Light Rail scheme lets one cat or small dog travel in a closed carrier at set times with a pass).",
      "Phone the clinic as you leave so they can be ready when you arrive.",
    ],
    sources: [S.hkfpBus, S.mtrByLaw, S.lightRail, S.hkHubTaxi],
  },
};
