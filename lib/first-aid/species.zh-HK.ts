// 急救卡的物種內容，中文（見 species.ts）。與 species.en.ts 內容相同。
import type { SpeciesContent } from "./species";
import { SOURCES as S } from "./sources";

const REPTILE_WARM = "路上要為爬蟲保暖：把用毛巾包好的暖水袋（暖而不燙）放在箱旁，不要直接接觸牠，並用保溫箱或發泡膠箱包住。";

export const speciesZhHK: SpeciesContent = {
  neutral: {
    breathing: {
      goNow: "如牙肉或舌頭呈藍色、灰色或蒼白，或呼吸聲大、非常急促或很吃力，要立即出發。",
    },
    swollen: {
      moving: "小型寵物放進寵物籠；較大的寵物由兩人用毛毯抬起。",
      goNow: "如肚子脹大繃緊，或同時坐立不安、虛弱或牙肉蒼白，要立即出發。",
    },
    pain: {
      moving: "小型寵物用毛巾包好放進寵物籠；較大的寵物找人幫忙用毛毯抬起，承托胸口和臀部。",
    },
    vomiting: {
      goNow: "如嘔吐物有血或像咖啡渣、乾嘔嘔不出、牙肉蒼白、虛弱，或是年幼或年老的寵物，要立即出發。",
    },
    diarrhea: { moving: "在寵物籠或車座鋪上毛巾，並帶備一條後備毛巾。" },
    not_eating: {
      steps: [
        "給牠平日吃的食物和清水。",
        "留意其他徵狀：嘔吐、肚瀉、虛弱、躲起來、流口水或口部疼痛。",
        "記下牠最後一次吃喝的時間，以及有沒有小便和排便。",
        "今天就致電診所。",
      ],
      goNow: "如同時小便困難、呼吸異常、倒下，或牙肉或眼睛發黃，要立即出發。",
    },
  },
  species: {
    rabbit: {
      not_eating: {
        steps: [
          "給牠平日吃的草、菜和清水。",
          "檢查糞便：兔子不進食，同時糞粒變少、變細或沒有糞便，是腸胃停滯的徵狀，屬緊急情況。",
          "留意其他徵狀：弓背蜷縮、磨牙、肚子脹，或異常安靜。",
          "兔子的話，現在就致電診所並出發：兔子不能長時間不進食，腸胃停滯可在數小時內致命。",
        ],
        avoid: ["不要強行餵食。", "不要給人用藥物。", "不要等到明天看兔子會否再進食：拖延一天可以致命。"],
        moving: "讓兔子在鋪了毛巾的寵物籠內保暖和保持平靜：生病的兔子很快會變冷。",
        goNow: "即使是深夜也要立即出發：兔子停止進食或排便，需要立即看獸醫。",
        sources: [S.mayneRabbitStasis, S.heathfieldRabbitStasis, S.rwafRabbitEr],
      },
    },
    bird: {
      breathing: {
        goNow:
          "如牙肉或舌頭呈藍色、灰色或蒼白，要立即出發；雀鳥的話，如張開喙呼吸、每次呼吸尾巴上下擺動，或有喘鳴聲或咔咔聲，也要立即出發。",
        sources: [S.vinBreathing, S.firstCoastBreathing, S.spcaEmergencies, S.coloradoExoticBird],
      },
      unable_stand: {
        goNow: "立即出發：雀鳥坐在籠底、抓不住棲木，代表情況危急。",
        sources: [S.pdsaBrokenBones, S.transportingInjured, S.safariVetBird],
      },
      not_eating: {
        steps: [
          "給牠平日吃的食物和清水。",
          "留意其他徵狀：羽毛蓬起、坐在籠底、糞便有變，或日間睡覺。",
          "記下牠最後一次吃喝的時間。",
          "雀鳥的話，現在就致電診所：雀鳥停止進食就是生病了，即使看來如常。",
        ],
        moving: "盡量把雀鳥連同牠的籠子帶去，不要清理籠子（獸醫會想看糞便），並用布蓋住籠子讓牠保持平靜。",
        goNow: "立即出發：虎皮鸚鵡或金絲雀等小型雀鳥不進食約十二小時，便可能變得非常虛弱而有危險。",
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
