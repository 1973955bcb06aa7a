/** A contract template as the list shows it (`POST /pact/templates` rows). */
export interface TemplateRow {
  id: number;
  templateName: string;
  /** Placeholders found in the template text, such as `{{tenantName}}`. */
  placeholders: string[];
  /** 1 house template, 2 vehicle template. */
  type: number;
  createBy: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
}

/** A template with its HTML (`GET /pact/templates/{id}`). */
export interface Template extends TemplateRow {
  templateContent: string;
}

/** `data` of `POST /pact/templates/upload-and-create`. */
export interface UploadedTemplate {
  /** The new template's id. */
  id: number;
  templateName: string;
  /** The draft contract created from the template. */
  contractId: number;
}
