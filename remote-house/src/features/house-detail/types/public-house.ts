import type { HouseStatus } from '../../house-room/types/house-room';

/** What `GET /system/houseRoom/getHouseRoomList/{id}` answers: the public fields of a listed house. */
export interface PublicHouse {
  id?: number;
  name: string | null;
  houseCode: string | null;
  type: string | null;
  bedrooms: number | null;
  livingRooms: number | null;
  bathrooms: number | null;
  area: number | null;
  location: string | null;
  region: string | null;
  villageName?: string | null;
  rent: number | null;
  currency: string | null;
  timeUnit: string | null;
  salePrice: number | null;
  deposit: number | null;
  features: string | null;
  images: string | null;
  coverImage: string | null;
  videos: string | null;
  description: string | null;
  agent: string | null;
  agentPhone: string | null;
  status: HouseStatus | string | null;
  /** Dictionary labels in the visitor's language (the server's; the staff preview builds them). */
  labels?: HouseLabels;
}

export interface HouseLabels {
  type: string | null;
  timeUnit: string | null;
  /** Feature value -> label. */
  features: Record<string, string>;
}
