/** A village as the API sends it (`/system/houseVillage`). */
export interface Village {
  id: number;
  name: string;
  /** Land area in square metres. */
  area: number | null;
  /** Year built, four digits. */
  year: string | null;
  buildingType: string | null;
  /** Greening rate in percent (0–100). */
  greeningRate: number | null;
  introduction: string | null;
  /** The developer who built it (`system/developer`), and its company name. */
  developerId: number | null;
  developerName: string | null;
  remark: string | null;
  createBy?: string;
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime?: string;
  updateBy?: string;
  updateTime?: string | null;
}

/** What the add/edit form sends; `id` only when editing. */
export interface VillageInput {
  id?: number;
  name: string;
  area?: number | null;
  year?: string | null;
  buildingType?: string | null;
  greeningRate?: number | null;
  introduction?: string | null;
  developerId?: number | null;
  remark?: string | null;
}

/** One entry of `GET /system/houseVillage/selectAll` (used by the house form). */
export interface VillageOption {
  id: number;
  name: string;
}

/** One entry of `GET /system/developer/options` (the village form's developer select). */
export interface DeveloperOption {
  developerId: number;
  companyName: string;
}
