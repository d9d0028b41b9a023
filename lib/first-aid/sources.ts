// Public veterinary pages the first-aid cards are written from. Each was found
// with the project's page search and read on CHECKED_ON; the cards put the
// advice in our own words. Titles are the pages' own (English) titles.
import { CHECKED_ON, type FirstAidSource } from "./schema";

const source = (title: string, url: string): FirstAidSource => ({ title, url, checked: CHECKED_ON });

export const SOURCES = {
  pdsaSeizure: source(
    "PDSA: First aid for fits/seizures in pets",
    "https://www.pdsa.org.uk/taking-care-of-your-pet/pet-health-hub/other-veterinary-advice/first-aid-for-fitsseizures-in-pets",
  ),
  pdsaChoking: source(
    "PDSA: First aid for choking",
    "https://www.pdsa.org.uk/pet-help-and-advice/pet-health-hub/other-veterinary-advice/first-aid-for-choking",
  ),
  pdsaBleeding: source(
    "PDSA: First aid for bleeding wounds",
    "https://www.pdsa.org.uk/taking-care-of-your-pet/pet-health-hub/medications/first-aid-for-bleeding-wounds",
  ),
  pdsaPoisons: source(
    "PDSA: First aid for poisons and toxins",
    "https://www.pdsa.org.uk/pet-help-and-advice/pet-health-hub/other-veterinary-advice/first-aid-for-poisons-and-toxins",
  ),
  pdsaBrokenBones: source(
    "PDSA: First aid for broken bones",
    "https://pdsa.org.uk/pet-help-and-advice/pet-health-hub/other-veterinary-advice/first-aid-for-broken-bones",
  ),
  pdsaTips: source(
    "Katzenworld: Tips & Advice: Pet First Aid (top tips from the vets at PDSA)",
    "https://katzenworld.co.uk/2019/09/11/tips-advice-pet-first-aid/",
  ),
  spcaEmergencies: source(
    "SPCA (Hong Kong): Animal Welfare Emergencies (Emergency Hotline)",
    "https://www.spca.org.hk/contact/animal-welfare-emergencies/",
  ),
  spcaHotline: source("SPCA (Hong Kong): Emergency Hotline", "https://www.spca.org.hk/en/services/emergency-hotline"),
  vinBreathing: source(
    "VIN Veterinary Partner: Can't Breathe: First Aid",
    "https://www.vin.com/vetzinsight/default.aspx?pid=756&catId=102902&id=4951325&ind=794&objTypeID=1007",
  ),
  firstCoastBreathing: source(
    "First Coast Veterinary Emergency: Respiratory Emergencies",
    "https://firstcoastveter.com/emergency/respiratory-emergencies/",
  ),
  animalEmergUnconscious: source(
    "Animal Emergency Center: Unconsciousness",
    "https://animalemerg.com/general-pet-first-aid/unconsciousness/",
  ),
  preventiveVetBloat: source(
    "Preventive Vet: Help! My Dog's Stomach is Bloated! Signs of Bloat, Torsion, and GDV in Dogs",
    "http://www.preventivevet.com/dogs/help-my-dogs-stomach-is-bloated-signs-of-bloat-torsion-and-gdv-in-dogs",
  ),
  vetsterVomiting: source(
    "Vetster: When to see a vet for your dog's diarrhea and vomiting",
    "https://vetster.com/en/wellness/when-to-see-a-vet-for-your-dog-s-diarrhea-and-vomiting",
  ),
  hpVetEye: source("HP Veterinary Clinics: FAQ: dog eye emergencies", "https://hpvetclinics.com/faq-dog-eye-emergencies/"),
  vetclinicNotEating: source(
    "VetClinic.info: Is my cat not eating an emergency?",
    "https://vetclinic.info/emergency/is-my-cat-not-eating-an-emergency/",
  ),
  skvhNotEating: source(
    "Stittsville-Kanata Veterinary Hospital: Cat Not Eating: Is This an Emergency?",
    "https://www.skvh.ca/condition/cat-not-eating",
  ),
  safeMoving: source(
    "Cat & Dog First Aid: Safe moving of injured dogs and cats",
    "https://www.catanddogfirstaid.com/training_video/safe-moving-of-injured-dogs-and-cats",
  ),
  transportingInjured: source(
    "The Canine Fitness Centre: Transporting an injured dog",
    "https://www.thecaninefitnesscentre.co.uk/topic/transporting-an-injured-dog/",
  ),
  // Rabbits, birds and reptiles: veterinary practices' own pages.
  mayneRabbitStasis: source("Mayne Vets: Gastrointestinal stasis", "https://www.maynevets.co.uk/2018/08/gastrointestinal-stasis/"),
  heathfieldRabbitStasis: source("Heathfield Vets: Gut stasis", "https://heathfieldvets.co.uk/gut-stasis"),
  rwafRabbitEr: source(
    "Rabbit Welfare Association & Fund: Rabbit ER: When your rabbit needs to see the vet NOW",
    "http://www.rabbitwelfare.co.uk/resources/content/info-sheets/emergenc.htm",
  ),
  coloradoExoticBird: source(
    "Colorado Exotic Animal Hospital: Bird Emergencies",
    "https://coloradoexoticanimalhospital.com/birds-chickens-cockatiels-cockatoos-macaws-parakeets-other-parrots/bird-emergencies",
  ),
  azExoticBird: source("azexoticvet.com (exotic animal veterinary practice): Is my bird ill?", "https://azexoticvet.com/projects-6"),
  safariVetBird: source(
    "safarivet.com (veterinary practice): Is my bird sick?",
    "https://www.safarivet.com/care-topics/birds/is-my-bird-sick/",
  ),
  originReptileTravel: source(
    "Origin Vets: Transporting your reptile to the clinic",
    "https://originvetsclinic.co.uk/travelling-your-reptile",
  ),
  vhahReptileTravel: source(
    "vhah.com (veterinary hospital): Transporting Reptiles",
    "https://vhah.com/transporting-reptiles-and-amphibians-in-cold-weather/",
  ),
  // Getting there (Hong Kong transport rules).
  mtrByLaw: source(
    "SPCA Dogathon: Ride with your Woof Friend on MTR, Terms & Conditions (quotes MTR By-law 28)",
    "https://dogathon.spca.org.hk/mtr_tnc?locale=en",
  ),
  hkfpBus: source(
    "Hong Kong Free Press, 13 March 2025 (archived copy): Hong Kong bus firm KMB keeps open mind toward allowing pets on regular routes",
    "https://megalodon.jp/ref/2026-0106-0154-55/https://hongkongfp.com:443/2025/03/13/hong-kong-bus-firm-kmb-keeps-open-mind-toward-allowing-pets-on-regular-routes",
  ),
  lightRail: source(
    "Railway Gazette, 27 March 2025: Cats and dogs to be permitted on light rail services",
    "https://www.railwaygazette.com/light-rail-and-tram/cats-and-dogs-to-be-permitted-on-light-rail-services/68546.article",
  ),
  hkHubTaxi: source(
    "The HK HUB: MTR, KMB might allow passengers to travel with pets",
    "https://thehkhub.com/mtr-kmb-might-allow-passengers-to-travel-with-pets/",
  ),
} as const;
