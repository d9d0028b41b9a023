// Which public pages each first-aid card is written from: the same pages for
// both languages' text (text.en.json, text.zh-HK.json), so they are named once.
import type { SymptomKey } from "@/lib/emergency/symptoms";
import type { FirstAidSource } from "./schema";
import { SOURCES as S } from "./sources";
import type { CardSpecies } from "./species";

export const CARD_SOURCES: Record<SymptomKey, FirstAidSource[]> = {
  unconscious: [S.pdsaTips, S.animalEmergUnconscious, S.spcaEmergencies],
  breathing: [S.vinBreathing, S.firstCoastBreathing, S.spcaEmergencies],
  seizure: [S.pdsaSeizure],
  choking: [S.pdsaChoking],
  bleeding: [S.pdsaBleeding],
  trauma: [S.pdsaTips, S.pdsaBrokenBones, S.safeMoving, S.spcaEmergencies],
  poisoning: [S.pdsaPoisons, S.spcaEmergencies],
  unable_stand: [S.pdsaBrokenBones, S.transportingInjured],
  swollen: [S.preventiveVetBloat],
  pain: [S.pdsaTips, S.transportingInjured],
  vomiting: [S.vetsterVomiting],
  diarrhea: [S.vetsterVomiting],
  broken_bone: [S.pdsaBrokenBones],
  eye_injury: [S.hpVetEye, S.spcaEmergencies],
  not_eating: [S.vetclinicNotEating, S.skvhNotEating],
  other: [S.pdsaTips, S.spcaEmergencies],
};

export const TRAVEL_SOURCES: FirstAidSource[] = [S.hkfpBus, S.mtrByLaw, S.lightRail, S.hkHubTaxi];

/** A species' own lines cite its own pages (a cat's page is no source for a rabbit); they replace the card's list. */
export const SPECIES_SOURCES: Record<CardSpecies, Partial<Record<SymptomKey, FirstAidSource[]>>> = {
  rabbit: { not_eating: [S.mayneRabbitStasis, S.heathfieldRabbitStasis, S.rwafRabbitEr] },
  bird: {
    breathing: [S.vinBreathing, S.firstCoastBreathing, S.spcaEmergencies, S.coloradoExoticBird],
    unable_stand: [S.pdsaBrokenBones, S.transportingInjured, S.safariVetBird],
    not_eating: [S.azExoticBird, S.safariVetBird],
  },
  reptile: {
    not_eating: [S.vetclinicNotEating, S.skvhNotEating, S.originReptileTravel, S.vhahReptileTravel],
    other: [S.pdsaTips, S.spcaEmergencies, S.originReptileTravel, S.vhahReptileTravel],
  },
};
