// GENERATED from the server's OpenAPI document (openapi-typescript). Do not edit by hand:
// regenerate with `pnpm --filter @agency/server run wire-types` (server/src/openapi/write-wire-types.ts);
// server/src/openapi/__tests__/wire-types.test.ts fails while this file is stale.

export interface paths {
  '/captchaImage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Captcha image for the login page */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              captchaEnabled: boolean;
              registerEnabled: boolean;
              uuid?: string;
              /** @description base64 PNG without a data-URI prefix */
              img?: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description user name, e-mail or phone number */
            identifier?: string;
            /** @description alias of identifier (RuoYi clients) */
            username?: string;
            password: string;
            /** @description captcha answer */
            code?: string;
            /** @description captcha id from /captchaImage */
            uuid?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              token?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/thirdLogin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log in from another program */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description user name, e-mail or phone number */
            username: string;
            password: string;
            /** @description captcha answer (required when captcha is on) */
            code?: string;
            /** @description captcha id from /captchaImage */
            uuid?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              token?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Log out */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/getInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              user?: {
                userId: number;
                deptId: number | null;
                userName: string;
                nickName: string;
                userType: string;
                email: string;
                phonenumber: string;
                sex: string;
                avatar: string;
                status: string;
                loginIp: string;
                loginDate: string | null;
                createTime: string | null;
                remark: string | null;
                admin: boolean;
                dept: {
                  deptId: number;
                  deptName: string;
                  leader: string | null;
                } | null;
                roles: {
                  roleId: number;
                  roleKey: string;
                  roleName: string;
                }[];
              };
              roles?: string[];
              permissions?: string[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/getRouters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's menus */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              /** @description RuoYi router tree: {name, path, hidden, redirect, component, query, alwaysShow, meta{title, icon, noCache, link}, children} */
              data?: unknown[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register with an invitation code */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            username: string;
            password: string;
            /** @description when given, must equal password */
            confirmPassword?: string;
            phonenumber: string;
            /** Format: email */
            email: string;
            inviteCode: string;
            /** @description code from the e-mail */
            emailCode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/email/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Send an e-mail verification code */
    get: {
      parameters: {
        query: {
          email: string;
          /** @description register: new account; reset: password recovery */
          purpose: 'register' | 'reset';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/email/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check an e-mail code */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            /** @description code from the e-mail */
            code: string;
            /** @description register: new account; reset: password recovery */
            purpose?: 'register' | 'reset';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/email/retrievePwd': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Reset the password with an e-mail code */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: email */
            email: string;
            /** @description code from the e-mail */
            code: string;
            password: string;
            /** @description when given, must equal password */
            confirmPassword?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/type/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List dictionary types */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          dictName?: string;
          dictType?: string;
          status?: '0' | '1' | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                dictId: number;
                dictName: string;
                dictNameEn: string;
                dictNameLo: string;
                dictType: string;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/type/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Export dictionary types (xlsx) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            dictName?: string;
            dictType?: string;
            status?: '0' | '1' | '';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/type/optionselect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every dictionary type (for selects) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                dictId: number;
                dictName: string;
                dictNameEn: string;
                dictNameLo: string;
                dictType: string;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/type/refreshCache': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Refresh the dictionary cache */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/type/{dictId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One dictionary type */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          dictId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                dictId: number;
                dictName: string;
                dictNameEn: string;
                dictNameLo: string;
                dictType: string;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a dictionary type */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dictId: number;
            /** @description name in Chinese */
            dictName: string;
            dictNameEn?: string;
            dictNameLo?: string;
            /** @description lower-case letters, digits and _; starts with a letter */
            dictType: string;
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a dictionary type */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description name in Chinese */
            dictName: string;
            dictNameEn?: string;
            dictNameLo?: string;
            /** @description lower-case letters, digits and _; starts with a letter */
            dictType: string;
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/type/{dictIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete dictionary types (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          dictIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/data/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List dictionary entries */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          dictType?: string;
          dictLabel?: string;
          status?: '0' | '1' | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                dictCode: number;
                dictSort: number;
                /** @description Chinese in lists; the request language in /type/{dictType} */
                dictLabel: string;
                dictLabelEn: string;
                dictLabelLo: string;
                dictValue: string;
                dictType: string;
                cssClass: string;
                listClass: string;
                isDefault: string;
                default: boolean;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/data/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Export dictionary entries (xlsx) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            dictType?: string;
            dictLabel?: string;
            status?: '0' | '1' | '';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/data/type/{dictType}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Enabled entries of a dictionary, labels in the request language */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          dictType: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                dictCode: number;
                dictSort: number;
                /** @description Chinese in lists; the request language in /type/{dictType} */
                dictLabel: string;
                dictLabelEn: string;
                dictLabelLo: string;
                dictValue: string;
                dictType: string;
                cssClass: string;
                listClass: string;
                isDefault: string;
                default: boolean;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/data/{dictCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One dictionary entry */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          dictCode: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                dictCode: number;
                dictSort: number;
                /** @description Chinese in lists; the request language in /type/{dictType} */
                dictLabel: string;
                dictLabelEn: string;
                dictLabelLo: string;
                dictValue: string;
                dictType: string;
                cssClass: string;
                listClass: string;
                isDefault: string;
                default: boolean;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a dictionary entry */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dictCode: number;
            dictSort?: number;
            /** @description label in Chinese */
            dictLabel: string;
            dictLabelEn?: string;
            dictLabelLo?: string;
            dictValue: string;
            dictType: string;
            cssClass?: string | null;
            listClass?: string | null;
            isDefault?: 'Y' | 'N';
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a dictionary entry */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dictSort?: number;
            /** @description label in Chinese */
            dictLabel: string;
            dictLabelEn?: string;
            dictLabelLo?: string;
            dictValue: string;
            dictType: string;
            cssClass?: string | null;
            listClass?: string | null;
            isDefault?: 'Y' | 'N';
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dict/data/{dictCodes}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete dictionary entries (comma-separated codes) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          dictCodes: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/config/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List parameters */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          configName?: string;
          configKey?: string;
          configType?: 'Y' | 'N' | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                configId: number;
                configName: string;
                configKey: string;
                configValue: string;
                configType: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/config/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Export parameters (xlsx) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            configName?: string;
            configKey?: string;
            configType?: 'Y' | 'N' | '';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/config/configKey/{configKey}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A parameter value by key
     * @description As in RuoYi the value is in `msg`; it is also in `data`. Unknown keys give an empty string. Any signed-in user reads the keys meant for the screens (captcha and registration switches, skin and theme); every other key, such as `sys.user.initPassword`, needs `system:config:query`.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          configKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/config/refreshCache': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Refresh the parameter cache */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/config/{configId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One parameter */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          configId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                configId: number;
                configName: string;
                configKey: string;
                configValue: string;
                configType: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a parameter */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            configId: number;
            configName: string;
            configKey: string;
            configValue: string;
            configType?: 'Y' | 'N';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a parameter */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            configName: string;
            configKey: string;
            configValue: string;
            configType?: 'Y' | 'N';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/config/{configIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete parameters (comma-separated ids); built-in ones are refused */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          configIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/templates/upload-and-create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a .docx template; creates the template and a draft contract from it
     * @description multipart/form-data: `file` (one .docx, at most 5 MB) and `fileType` (1 house, 2 vehicle; default 1). The .docx is kept (checked first: a zip bomb is refused at once) and its editor HTML and placeholders (headers and footers too) are read from it; `data.id` is the new template, `data.contractId` the draft contract, which gets its own copy of the document.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                templateName: string;
                contractId: number;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** List templates (paged) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            pageNum?: number;
            pageSize?: number;
            type?: 1 | 2;
            templateName?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                templateName: string;
                placeholders: string[];
                type: number;
                createBy: string;
                createTime: string | null;
                updateTime: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One template with its HTML */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                templateName: string;
                placeholders: string[];
                type: number;
                createBy: string;
                createTime: string | null;
                updateTime: string | null;
                templateContent: string;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/templates/{id}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The template's Word document (.docx) inline, for the in-page viewer; never cached */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/deleteTemplate/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete templates (one id or comma-separated ids)
     * @description Contracts made from a deleted template are kept; they lose their link to it.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/contracts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** List contracts (paged; title, status, type, template and creation-date filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            pageNum?: number;
            pageSize?: number;
            contractTitle?: string;
            status?: 0 | 1 | 2;
            type?: 1 | 2;
            templateId?: number;
            params?: {
              beginTime?: string;
              endTime?: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                contractTitle: string;
                status: number;
                type: number;
                createBy: string;
                createdAt: string | null;
                updatedAt: string | null;
                signedBy: string | null;
                signedAt: string | null;
                endDate: string | null;
                previousId: number | null;
                shared: boolean;
                shareExpiresAt: string | null;
                hasDocx: boolean;
                template: {
                  id: number;
                  templateName: string;
                } | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/contracts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One contract with its HTML and the template it is based on */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                contractTitle: string;
                status: number;
                type: number;
                createBy: string;
                createdAt: string | null;
                updatedAt: string | null;
                signedBy: string | null;
                signedAt: string | null;
                endDate: string | null;
                previousId: number | null;
                shared: boolean;
                shareExpiresAt: string | null;
                hasDocx: boolean;
                template: {
                  id: number;
                  templateName: string;
                } | null;
                instanceContent: string;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/contracts/{id}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The contract's Word document (.docx) inline, for the in-page viewer; never cached
     * @description A contract made before contracts kept a .docx gets one made from its HTML.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/deleteInstance/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete contracts (one id or comma-separated ids) and their Word documents */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/contracts/updateContent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save a draft contract: title and HTML (sanitised); signed and expired contracts are refused */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            contractTitle: string;
            instanceContent: string;
            type?: 1 | 2;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                type: number;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/contracts/addcontent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generate a contract from a template: a new draft with the given title and content
     * @description `id` is the template; the new contract takes its type. `data.id` is the new contract. With the template's .docx, the contract's own .docx is the template with `values` filled inside it and the edits of `instanceContent` applied; `instanceContent` is then made from it. Without one, the HTML is kept (sanitised).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            contractTitle: string;
            instanceContent: string;
            type?: 1 | 2;
            values?: {
              [key: string]: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                type: number;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/contracts/{id}/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sign a draft: records who and when, and an optional end date (expired after that day) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            endDate?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                type: number;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/contracts/{id}/new-version': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new draft copied from a signed or expired contract (which stays as it is) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                type: number;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/contracts/{id}/download-docx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The contract as a Word file (.docx), named "contract word_{id}.docx" in the user's language
     * @description Its own .docx with the current title in the document properties, or, for a contract made before contracts kept one, a .docx made from its HTML.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/contracts/{id}/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create the read-only share link of a contract, open for `days` (default sys_config pact.share.defaultDays); an earlier link stops working */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            days?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                token: string;
                expiresAt: string;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Revoke the share link of a contract */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/contract/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared contract, read-only, without a login (code 404 for an unknown, revoked or expired link) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                contractTitle: string;
                instanceContent: string;
                status: number;
                signedAt: string | null;
                endDate: string | null;
                hasDocx: boolean;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/contract/{token}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A shared contract's Word document (.docx) inline, without a login; never cached
     * @description The same link rules as `GET /public/contract/{token}`: code 404 for an unknown, revoked or expired link.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/fill-sources': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Leases, customers, houses or cars to generate a contract for (newest 20 matching the keyword) */
    get: {
      parameters: {
        query: {
          kind: 'houseLease' | 'carLease' | 'customer' | 'house' | 'car';
          keyword?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                label: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/pact/templates/{id}/fill': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A template's HTML with its placeholders filled from one record
     * @description Placeholders the data does not know stay in the text and are listed in `unfilled`.
     */
    get: {
      parameters: {
        query: {
          kind: 'houseLease' | 'carLease' | 'customer' | 'house' | 'car';
          sourceId: number;
        };
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                html: string;
                unfilled: string[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * A template's text filled from several records, the agency, the dates and typed values
     * @description Typed `values` always win; each source in order adds values only for names not set yet; the agency (agencyName, agencyAddress, agencyPhone) and the dates (today, contractDate) are always there. Only placeholders still present in `html` are replaced, so typed text is never lost.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            html?: string;
            sources: {
              kind: 'houseLease' | 'carLease' | 'customer' | 'house' | 'car';
              id: number;
            }[];
            values?: {
              [key: string]: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                html: string;
                values: {
                  [key: string]: string;
                };
                unfilled: string[];
                placeholders: string[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/notice/listTop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The newest published notices with the caller’s read marks, and the unread count */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                noticeId: number;
                noticeTitle: string;
                noticeType: string;
                createBy: string;
                createTime: string | null;
                isRead: boolean;
              }[];
              unreadCount?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/notice/published/{noticeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One published notice with its (sanitised) content, for any signed-in user */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          noticeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                noticeId: number;
                noticeTitle: string;
                noticeType: string;
                noticeContent: string | null;
                createBy: string;
                createTime: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/notice/markRead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one published notice read for the caller (`?noticeId=`) */
    post: {
      parameters: {
        query: {
          noticeId: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/notice/markReadAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark published notices read for the caller (`?ids=1,2,3`; all published ones without ids) */
    post: {
      parameters: {
        query?: {
          ids?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/notice/readUsers/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who read a notice, and when (paged) */
    get: {
      parameters: {
        query: {
          noticeId: number;
          pageNum?: number;
          pageSize?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              total?: number;
              rows?: {
                userId: number;
                userName: string;
                nickName: string;
                deptName: string | null;
                readTime: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/notice/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List notices (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          noticeTitle?: string;
          createBy?: string;
          noticeType?: ('1' | '2') | '';
          status?: ('0' | '1') | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                noticeId: number;
                noticeTitle: string;
                noticeType: string;
                noticeContent: string | null;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/notice/{noticeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One notice */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          noticeId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                noticeId: number;
                noticeTitle: string;
                noticeType: string;
                noticeContent: string | null;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/notice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a notice (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            noticeId: number;
            noticeTitle: string;
            noticeType: '1' | '2';
            noticeContent?: string | null;
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a notice */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            noticeTitle: string;
            noticeType: '1' | '2';
            noticeContent?: string | null;
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/notice/{noticeIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete notices (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          noticeIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/logininfor/unlock/{userName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unlock an account locked by failed logins */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userName: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: null;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/online/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active sessions, filtered by IP address and user name */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          ipaddr?: string;
          userName?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                tokenId: string;
                userName: string;
                deptName: string;
                ipaddr: string;
                loginLocation: string;
                browser: string;
                os: string;
                loginTime: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/online/{tokenId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Force a session out; its token answers 401 from then on */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          tokenId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/modules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active remote modules (module registry) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                name: string;
                version: string;
                entry: string;
                prefixes: string[];
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/module/rollback/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Roll a module back to the version that was active before the current one */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          name: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/module/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** History of the modules: publishes, refusals, activations, rollbacks */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          moduleName?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                eventId: number;
                moduleName: string;
                version: string;
                action: string;
                fromVersion: string | null;
                messages: string[];
                operator: string;
                time: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/module/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Registered remote versions */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          name?: string;
          active?: 'true' | 'false' | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                moduleId: number;
                name: string;
                version: string;
                entry: string;
                prefixes: string[];
                active: boolean;
                source: string;
                sizeBytes: number;
                checks: {
                  errors: string[];
                  warnings: string[];
                };
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/module/activate/{moduleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Activate one version of a module (switch or roll back) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          moduleId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/module/token/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Deploy tokens (never the tokens themselves) */
    get: {
      parameters: {
        query?: {
          moduleName?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                tokenId: number;
                moduleName: string;
                label: string;
                createBy: string;
                createTime: string | null;
                lastUsedTime: string | null;
                revoked: boolean;
                revokedBy: string | null;
                revokedTime: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/module/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a deploy token for one module (the answer is the only time it is shown) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            moduleName: string;
            label: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                tokenId: number;
                token: string;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/module/token/{tokenId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a deploy token */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          tokenId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/module/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a remote version (deploy token)
     * @description multipart/form-data: `name` (federation name), `version`, `archive` (the build folder as .tar.gz, remoteEntry.js at its top). Authorization: Bearer <deploy token of that module>.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                moduleId?: number;
                name: string;
                version: string;
                sizeBytes: number;
                active?: boolean;
                errors: string[];
                warnings: string[];
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/module/publishUrl': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a remote version hosted elsewhere (deploy token)
     * @description JSON `{name, version, entryUrl}`: the https address of the version`s remoteEntry.js on a CDN named in MODULE_CDN_ORIGINS; its mf-manifest.json and pages.json are read beside it. Authorization: Bearer <deploy token of that module>.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            version: string;
            entryUrl: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                moduleId?: number;
                name: string;
                version: string;
                sizeBytes: number;
                active?: boolean;
                errors: string[];
                warnings: string[];
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Figures for the dashboard charts */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                totals: {
                  houses: number | null;
                  vehicles: number | null;
                  contracts: number | null;
                  customers: number | null;
                };
                housesByStatus:
                  | {
                      value: string;
                      label: string;
                      count: number;
                    }[]
                  | null;
                vehiclesByStatus:
                  | {
                      value: string;
                      label: string;
                      count: number;
                    }[]
                  | null;
                contractsByMonth:
                  | {
                      month: string;
                      count: number;
                    }[]
                  | null;
                customersBySource:
                  | {
                      value: string;
                      label: string;
                      count: number;
                    }[]
                  | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Houses, vehicles, customers and contracts matching a text, per module the user may list */
    get: {
      parameters: {
        query: {
          q: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                houses:
                  | {
                      id: number;
                      title: string;
                      detail: string | null;
                      key: string | null;
                    }[]
                  | null;
                cars:
                  | {
                      id: number;
                      title: string;
                      detail: string | null;
                      key: string | null;
                    }[]
                  | null;
                customers:
                  | {
                      id: number;
                      title: string;
                      detail: string | null;
                      key: string | null;
                    }[]
                  | null;
                customerScreen: ('house' | 'vehicle') | null;
                contracts:
                  | {
                      id: number;
                      title: string;
                      detail: string | null;
                      key: string | null;
                    }[]
                  | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user with role and post names */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                userId: number;
                deptId: number | null;
                userName: string;
                nickName: string;
                email: string;
                phonenumber: string;
                sex: string;
                avatar: string;
                loginIp: string;
                loginDate: string | null;
                createTime: string | null;
                pwdUpdateDate: string | null;
                dept: {
                  deptId: number;
                  deptName: string;
                } | null;
              };
              roleGroup?: string;
              postGroup?: string;
            };
          };
        };
      };
    };
    /** Edit own details */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            nickName: string;
            phonenumber: string;
            /** Format: email */
            email: string;
            sex?: '0' | '1' | '2';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/profile/updatePwd': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change own password
     * @description JSON body `{oldPassword, newPassword}`; the new password follows the policy of spec section 5 (8-20 characters, letters, digits and a special character).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            oldPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/profile/avatar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload own avatar
     * @description multipart/form-data with one image in `avatarfile` (PNG, JPG, GIF or WebP by content, at most 5 MB).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              imgUrl?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload images
     * @description multipart/form-data: `files` (one or many; png/jpg/jpeg by content, at most 5 MB each, at most 20 per request) and `fileType` (default `image`). `data` lists `{fileName, url}` in the order sent.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                /** @description Stored path, `/profile/upload/<yyyy>/<MM>/<dd>/<uuid>.<ext>` */
                fileName: string;
                /** @description Where it is served, `/web-api/profile/upload/...` */
                url: string;
                /** @description `<uuid>.<ext>` */
                newFileName: string;
                /** @description The name the client sent (metadata only) */
                originalFilename: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/uploadVideo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a video
     * @description multipart/form-data: `file` (one; mp4/avi/mov by content, at most 50 MB each) and `fileType` (default `video`).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              url?: string;
              fileName?: string;
              newFileName?: string;
              originalFilename?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/common/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload one document
     * @description multipart/form-data: `file` (one; doc/docx/xls/xlsx/ppt/pptx/txt/pdf by content, at most 5 MB each).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              url?: string;
              fileName?: string;
              newFileName?: string;
              originalFilename?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/common/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload several documents
     * @description multipart/form-data: `files` (doc/docx/xls/xlsx/ppt/pptx/txt/pdf by content, at most 5 MB each, at most 5 per request). The answer lists each name comma-separated, in the order sent.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              urls?: string;
              fileNames?: string;
              newFileNames?: string;
              originalFilenames?: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/profile/{*}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A stored upload
     * @description Serves `/profile/upload/<yyyy>/<MM>/<dd>/<uuid>.<ext>` (and avatars under `/profile/avatar/`) with the Content-Type of the sniffed type; supports Range. Without a session (bearer token or `Admin-Token` cookie) only the files the public pages show (photos and videos of listed houses and of vehicles on offer, images of published articles): HTTP 401 for the others, 404 for anything else.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          '*': string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/common/download': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a generated file
     * @description `fileName` names a file in the downloads folder (e.g. `<uuid>_users.xlsx`; saved as `users.xlsx`) or a stored upload (`/profile/upload/...`). `delete=true` removes a downloads-folder file after sending. Failures answer the `{code, msg}` envelope.
     */
    get: {
      parameters: {
        query: {
          fileName: string;
          delete?: boolean;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/common/download/resource': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a stored upload
     * @description `resource` is a stored path (`/profile/upload/<yyyy>/<MM>/<dd>/<uuid>.<ext>`, with or without `/web-api`). Sent as an attachment; failures answer the `{code, msg}` envelope.
     */
    get: {
      parameters: {
        query: {
          resource: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseVillage/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List villages (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          name?: string;
          area?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                name: string;
                area: number | null;
                year: string | null;
                buildingType: string | null;
                greeningRate: number | null;
                introduction: string | null;
                developerId: number | null;
                developerName: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseVillage/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One village */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                name: string;
                area: number | null;
                year: string | null;
                buildingType: string | null;
                greeningRate: number | null;
                introduction: string | null;
                developerId: number | null;
                developerName: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseVillage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a village (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            name: string;
            area?: number | null;
            year?: string | null;
            buildingType?: string | null;
            greeningRate?: number | null;
            introduction?: string | null;
            developerId?: number | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a village */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            area?: number | null;
            year?: string | null;
            buildingType?: string | null;
            greeningRate?: number | null;
            introduction?: string | null;
            developerId?: number | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseVillage/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete villages (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseVillage/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The villages matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            name?: string;
            area?: number;
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseVillage/importTemplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The villages import template (xlsx, headers in the request's language) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    /** The villages import template (xlsx, headers in the request's language) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseVillage/importData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import villages from an xlsx workbook (valid-rows)
     * @description multipart/form-data: `file` (one .xlsx, at most 5 MB and 5000 rows) and `updateSupport` (true/false/1/0, also accepted in the query string). Headers are matched by the field's label in Chinese, English or Lao, or by its JSON name. `data` is the import report.
     */
    post: {
      parameters: {
        query?: {
          updateSupport?: 'true' | 'false' | '0' | '1';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                total: number;
                inserted: number;
                updated: number;
                failed: number;
                committed: boolean;
                errors: {
                  row: number;
                  column: string | null;
                  message: string;
                }[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseVillage/selectAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every village as {id, name}, by name (village select of the house form) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                name: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/car/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List vehicles (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          plateNumber?: string;
          brand?: string;
          model?: string;
          vehicleType?: string;
          carStatus?: string;
          fuelType?: string;
          transmission?: string;
          driveType?: string;
          productionYearMin?: number;
          productionYearMax?: number;
          seatCount?: number;
          priceMin?: number;
          priceMax?: number;
          rentPerDayMin?: number;
          rentPerDayMax?: number;
          rentPerMonthMin?: number;
          rentPerMonthMax?: number;
          qualityCar?: '0' | '1';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                plateNumber: string;
                brand: string;
                model: string;
                vehicleType: string;
                color: string | null;
                productionYear: number | null;
                seatCount: number | null;
                fuelType: string | null;
                displacement: string | null;
                transmission: string | null;
                driveType: string | null;
                mileage: number | null;
                carStatus: string;
                attribute: string | null;
                description: string | null;
                price: number | null;
                currency: string | null;
                rentPerDay: number | null;
                rentPerMonth: number | null;
                dailySalePrice: number | null;
                monthlySalePrice: number | null;
                cashDeposit: number | null;
                saleCurrency: string | null;
                saleMoney: number | null;
                agentName: string | null;
                agentPhone: string | null;
                contactMethod: string | null;
                images: string | null;
                videos: string | null;
                qualityCar: boolean;
                leaseOrderNumber: string | null;
                soldPrice: number | null;
                soldCurrency: string | null;
                buyerName: string | null;
                buyerPhone: string | null;
                soldTime: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
                history?: {
                  fromStatus: string | null;
                  toStatus: string;
                  action: string;
                  note: string | null;
                  operator: string;
                  time: string;
                }[];
                leases?: {
                  id: number;
                  carId: number;
                  plateNumber: string | null;
                  type: string;
                  leaseOrderNumber: string;
                  customerName: string | null;
                  customerPhone: string | null;
                  startDate: string | null;
                  endDate: string | null;
                  amount: number | null;
                  currency: string | null;
                  status: string;
                  remark: string | null;
                  createBy: string;
                  createTime: string | null;
                  updateBy: string;
                  updateTime: string | null;
                }[];
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/car/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One vehicle */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                plateNumber: string;
                brand: string;
                model: string;
                vehicleType: string;
                color: string | null;
                productionYear: number | null;
                seatCount: number | null;
                fuelType: string | null;
                displacement: string | null;
                transmission: string | null;
                driveType: string | null;
                mileage: number | null;
                carStatus: string;
                attribute: string | null;
                description: string | null;
                price: number | null;
                currency: string | null;
                rentPerDay: number | null;
                rentPerMonth: number | null;
                dailySalePrice: number | null;
                monthlySalePrice: number | null;
                cashDeposit: number | null;
                saleCurrency: string | null;
                saleMoney: number | null;
                agentName: string | null;
                agentPhone: string | null;
                contactMethod: string | null;
                images: string | null;
                videos: string | null;
                qualityCar: boolean;
                leaseOrderNumber: string | null;
                soldPrice: number | null;
                soldCurrency: string | null;
                buyerName: string | null;
                buyerPhone: string | null;
                soldTime: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
                history?: {
                  fromStatus: string | null;
                  toStatus: string;
                  action: string;
                  note: string | null;
                  operator: string;
                  time: string;
                }[];
                leases?: {
                  id: number;
                  carId: number;
                  plateNumber: string | null;
                  type: string;
                  leaseOrderNumber: string;
                  customerName: string | null;
                  customerPhone: string | null;
                  startDate: string | null;
                  endDate: string | null;
                  amount: number | null;
                  currency: string | null;
                  status: string;
                  remark: string | null;
                  createBy: string;
                  createTime: string | null;
                  updateBy: string;
                  updateTime: string | null;
                }[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/car': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a vehicle (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            plateNumber: string;
            brand: string;
            model: string;
            vehicleType: string;
            color?: string | null;
            productionYear?: number | null;
            seatCount?: number | null;
            fuelType?: string | null;
            displacement?: string | null;
            transmission?: string | null;
            driveType?: string | null;
            mileage?: number | null;
            carStatus?: string;
            attribute?: string | null;
            description?: string | null;
            price?: number | null;
            currency?: string | null;
            rentPerDay?: number | null;
            rentPerMonth?: number | null;
            dailySalePrice?: number | null;
            monthlySalePrice?: number | null;
            cashDeposit?: number | null;
            saleCurrency?: string | null;
            saleMoney?: number | null;
            agentName?: string | null;
            agentPhone?: string | null;
            contactMethod?: string | null;
            images?: string | null;
            qualityCar?: boolean;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a vehicle */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            plateNumber: string;
            brand: string;
            model: string;
            vehicleType: string;
            color?: string | null;
            productionYear?: number | null;
            seatCount?: number | null;
            fuelType?: string | null;
            displacement?: string | null;
            transmission?: string | null;
            driveType?: string | null;
            mileage?: number | null;
            carStatus?: string;
            attribute?: string | null;
            description?: string | null;
            price?: number | null;
            currency?: string | null;
            rentPerDay?: number | null;
            rentPerMonth?: number | null;
            dailySalePrice?: number | null;
            monthlySalePrice?: number | null;
            cashDeposit?: number | null;
            saleCurrency?: string | null;
            saleMoney?: number | null;
            agentName?: string | null;
            agentPhone?: string | null;
            contactMethod?: string | null;
            images?: string | null;
            qualityCar?: boolean;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/car/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete vehicles (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/car/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The vehicles matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            plateNumber?: string;
            brand?: string;
            model?: string;
            vehicleType?: string;
            carStatus?: string;
            fuelType?: string;
            transmission?: string;
            driveType?: string;
            productionYearMin?: number;
            productionYearMax?: number;
            seatCount?: number;
            priceMin?: number;
            priceMax?: number;
            rentPerDayMin?: number;
            rentPerDayMax?: number;
            rentPerMonthMin?: number;
            rentPerMonthMax?: number;
            qualityCar?: '0' | '1';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/car/importTemplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The vehicles import template (xlsx, headers in the request's language) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    /** The vehicles import template (xlsx, headers in the request's language) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/car/importData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import vehicles from an xlsx workbook (all-or-nothing)
     * @description multipart/form-data: `file` (one .xlsx, at most 5 MB and 5000 rows) and `updateSupport` (true/false/1/0, also accepted in the query string). Headers are matched by the field's label in Chinese, English or Lao, or by its JSON name. `data` is the import report.
     */
    post: {
      parameters: {
        query?: {
          updateSupport?: 'true' | 'false' | '0' | '1';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                total: number;
                inserted: number;
                updated: number;
                failed: number;
                committed: boolean;
                errors: {
                  row: number;
                  column: string | null;
                  message: string;
                }[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/car/handleLease/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Lease a vehicle out: pendingRent -> rented; creates the lease (order number unique) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            type: 'day' | 'month';
            leaseOrderNumber: string;
            customerName: string;
            customerPhone?: string | null;
            startDate: string;
            endDate: string;
            amount: number;
            currency: string;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/car/handleEndLease/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** End the lease of a rented vehicle: rented -> pendingRent (endedEarly before its end date) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/car/handleSold/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sell a vehicle: pendingRent or notSold -> sold, with the price and the buyer */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            soldPrice: number;
            soldCurrency: string;
            buyerName: string;
            buyerPhone?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/carLease/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List car leases (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          leaseOrderNumber?: string;
          plateNumber?: string;
          customerName?: string;
          type?: 'day' | 'month';
          status?: 'active' | 'ended' | 'endedEarly';
          periodFrom?: string;
          periodTo?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                carId: number;
                plateNumber: string | null;
                type: string;
                leaseOrderNumber: string;
                customerName: string | null;
                customerPhone: string | null;
                startDate: string | null;
                endDate: string | null;
                amount: number | null;
                currency: string | null;
                status: string;
                remark: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/carLease/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One car lease */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                carId: number;
                plateNumber: string | null;
                type: string;
                leaseOrderNumber: string;
                customerName: string | null;
                customerPhone: string | null;
                startDate: string | null;
                endDate: string | null;
                amount: number | null;
                currency: string | null;
                status: string;
                remark: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/carLease/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The car leases matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            leaseOrderNumber?: string;
            plateNumber?: string;
            customerName?: string;
            type?: 'day' | 'month';
            status?: 'active' | 'ended' | 'endedEarly';
            periodFrom?: string;
            periodTo?: string;
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/carLease/endEarly/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** End an active lease now: the lease ends (early), its car rented -> pendingRent */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/customer/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List customers (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          clientName?: string;
          phoneNumber?: string;
          email?: string;
          clientSource?: string;
          status?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                clientName: string;
                phoneNumber: string;
                email: string;
                clientSource: string | null;
                budgetMin: number | null;
                budgetMax: number | null;
                currency: string | null;
                preferredAreas: string | null;
                layoutRequirement: string | null;
                carModelRequirement: string | null;
                expectedMoveInDate: string | null;
                otherRequirements: string | null;
                status: string;
                statusHistory?: {
                  fromStatus: string | null;
                  toStatus: string;
                  operator: string;
                  operTime: string | null;
                }[];
                houses?: {
                  linkId: number;
                  roomId: number;
                  houseName: string | null;
                  houseCode: string | null;
                  relation: string;
                  createBy: string;
                  createTime: string | null;
                }[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/customer/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One customer */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                clientName: string;
                phoneNumber: string;
                email: string;
                clientSource: string | null;
                budgetMin: number | null;
                budgetMax: number | null;
                currency: string | null;
                preferredAreas: string | null;
                layoutRequirement: string | null;
                carModelRequirement: string | null;
                expectedMoveInDate: string | null;
                otherRequirements: string | null;
                status: string;
                statusHistory?: {
                  fromStatus: string | null;
                  toStatus: string;
                  operator: string;
                  operTime: string | null;
                }[];
                houses?: {
                  linkId: number;
                  roomId: number;
                  houseName: string | null;
                  houseCode: string | null;
                  relation: string;
                  createBy: string;
                  createTime: string | null;
                }[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/customer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a customer (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            clientName: string;
            phoneNumber?: string | null;
            email?: string | null;
            clientSource?: string | null;
            budgetMin?: number | null;
            budgetMax?: number | null;
            currency?: string | null;
            preferredAreas?: string | null;
            layoutRequirement?: string | null;
            carModelRequirement?: string | null;
            expectedMoveInDate?: string | null;
            otherRequirements?: string | null;
            remark?: string | null;
            status?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a customer */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            clientName: string;
            phoneNumber?: string | null;
            email?: string | null;
            clientSource?: string | null;
            budgetMin?: number | null;
            budgetMax?: number | null;
            currency?: string | null;
            preferredAreas?: string | null;
            layoutRequirement?: string | null;
            carModelRequirement?: string | null;
            expectedMoveInDate?: string | null;
            otherRequirements?: string | null;
            remark?: string | null;
            status?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/customer/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete customers (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/customer/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customers matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            clientName?: string;
            phoneNumber?: string;
            email?: string;
            clientSource?: string;
            status?: string;
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/contracts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** List vehicle contracts (paged; title, status, template and creation-date filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            pageNum?: number;
            pageSize?: number;
            contractTitle?: string;
            status?: 0 | 1 | 2;
            templateId?: number;
            params?: {
              beginTime?: string;
              endTime?: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                contractTitle: string;
                status: number;
                type: number;
                createBy: string;
                createdAt: string | null;
                updatedAt: string | null;
                signedBy: string | null;
                signedAt: string | null;
                endDate: string | null;
                previousId: number | null;
                shared: boolean;
                shareExpiresAt: string | null;
                hasDocx: boolean;
                template: {
                  id: number;
                  templateName: string;
                } | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/contracts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One vehicle contract with its HTML */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                contractTitle: string;
                status: number;
                type: number;
                createBy: string;
                createdAt: string | null;
                updatedAt: string | null;
                signedBy: string | null;
                signedAt: string | null;
                endDate: string | null;
                previousId: number | null;
                shared: boolean;
                shareExpiresAt: string | null;
                hasDocx: boolean;
                template: {
                  id: number;
                  templateName: string;
                } | null;
                instanceContent: string;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/contracts/{id}/download-docx': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A vehicle contract as a Word file (.docx) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/contracts/{id}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A vehicle contract's Word document (.docx) inline, for the in-page viewer; never cached */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/contracts/{id}/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create the customer's read-only link of a vehicle contract, open for `days` (default sys_config pact.share.defaultDays); an earlier link stops working */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            days?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                token: string;
                expiresAt: string;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Revoke the share link of a vehicle contract */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vehicle/contracts/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete vehicle contracts (one id or comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/car/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A vehicle on offer for the public page (no token); code 404 when it is not on offer */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                brand: string;
                model: string;
                vehicleType: string;
                color: string | null;
                productionYear: number | null;
                seatCount: number | null;
                fuelType: string | null;
                displacement: string | null;
                transmission: string | null;
                driveType: string | null;
                mileage: number | null;
                carStatus: string;
                description: string | null;
                currency: string | null;
                rentPerDay: number | null;
                rentPerMonth: number | null;
                cashDeposit: number | null;
                saleCurrency: string | null;
                saleMoney: number | null;
                agentName: string | null;
                agentPhone: string | null;
                contactMethod: string | null;
                images: string | null;
                videos: string | null;
                qualityCar: boolean;
                labels: {
                  vehicleType: string | null;
                  fuelType: string | null;
                  transmission: string | null;
                  driveType: string | null;
                };
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List houses (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          type?: string;
          status?: string;
          location?: string;
          villageId?: number;
          bedrooms?: number;
          areaMin?: number;
          areaMax?: number;
          rentMin?: number;
          rentMax?: number;
          salePriceMin?: number;
          salePriceMax?: number;
          ownership?: string;
          decoration?: string;
          agent?: string;
          houseCode?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                name: string;
                houseCode: string;
                type: string | null;
                bedrooms: number | null;
                livingRooms: number | null;
                bathrooms: number | null;
                area: number | null;
                location: string | null;
                region: string | null;
                villageId: number | null;
                villageName?: string | null;
                ownership: string | null;
                parking: string | null;
                orientation: string | null;
                decoration: string | null;
                rent: number | null;
                currency: string | null;
                timeUnit: string | null;
                startDate: string | null;
                status: string;
                coverImage: string | null;
                deposit: number | null;
                salePrice: number | null;
                contact: string | null;
                contactMethod: string | null;
                agent: string | null;
                agentPhone: string | null;
                agentUserId: number | null;
                houseNumber: string | null;
                doorNumber: string | null;
                description: string | null;
                features: string | null;
                images: string | null;
                videos: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
                history?: {
                  fromStatus: string | null;
                  toStatus: string;
                  action: string;
                  operator: string;
                  time: string | null;
                }[];
                lease?: {
                  id: number;
                  tenantName: string;
                  tenantPhone: string | null;
                  startDate: string;
                  endDate: string;
                  rent: number | null;
                  currency: string | null;
                  deposit: number | null;
                  status: string;
                } | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One house */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                name: string;
                houseCode: string;
                type: string | null;
                bedrooms: number | null;
                livingRooms: number | null;
                bathrooms: number | null;
                area: number | null;
                location: string | null;
                region: string | null;
                villageId: number | null;
                villageName?: string | null;
                ownership: string | null;
                parking: string | null;
                orientation: string | null;
                decoration: string | null;
                rent: number | null;
                currency: string | null;
                timeUnit: string | null;
                startDate: string | null;
                status: string;
                coverImage: string | null;
                deposit: number | null;
                salePrice: number | null;
                contact: string | null;
                contactMethod: string | null;
                agent: string | null;
                agentPhone: string | null;
                agentUserId: number | null;
                houseNumber: string | null;
                doorNumber: string | null;
                description: string | null;
                features: string | null;
                images: string | null;
                videos: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
                history?: {
                  fromStatus: string | null;
                  toStatus: string;
                  action: string;
                  operator: string;
                  time: string | null;
                }[];
                lease?: {
                  id: number;
                  tenantName: string;
                  tenantPhone: string | null;
                  startDate: string;
                  endDate: string;
                  rent: number | null;
                  currency: string | null;
                  deposit: number | null;
                  status: string;
                } | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a house (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            type?: string | null;
            bedrooms?: number | null;
            livingRooms?: number | null;
            bathrooms?: number | null;
            area?: number | null;
            location?: string | null;
            region?: string | null;
            villageId?: number | null;
            ownership?: string | null;
            parking?: string | null;
            orientation?: string | null;
            decoration?: string | null;
            rent?: number | null;
            currency?: string | null;
            timeUnit?: string | null;
            startDate?: string | null;
            deposit?: number | null;
            salePrice?: number | null;
            contact?: string | null;
            contactMethod?: string | null;
            agent?: string | null;
            agentPhone?: string | null;
            houseNumber?: string | null;
            doorNumber?: string | null;
            description?: string | null;
            features?: string | null;
            images?: string | null;
            coverImage?: string | null;
            videos?: string | null;
            remark?: string | null;
            draft?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a house */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            type?: string | null;
            bedrooms?: number | null;
            livingRooms?: number | null;
            bathrooms?: number | null;
            area?: number | null;
            location?: string | null;
            region?: string | null;
            villageId?: number | null;
            ownership?: string | null;
            parking?: string | null;
            orientation?: string | null;
            decoration?: string | null;
            rent?: number | null;
            currency?: string | null;
            timeUnit?: string | null;
            startDate?: string | null;
            deposit?: number | null;
            salePrice?: number | null;
            contact?: string | null;
            contactMethod?: string | null;
            agent?: string | null;
            agentPhone?: string | null;
            houseNumber?: string | null;
            doorNumber?: string | null;
            description?: string | null;
            features?: string | null;
            images?: string | null;
            coverImage?: string | null;
            videos?: string | null;
            remark?: string | null;
            draft?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete houses (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The houses matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            type?: string;
            status?: string;
            location?: string;
            villageId?: number;
            bedrooms?: number;
            areaMin?: number;
            areaMax?: number;
            rentMin?: number;
            rentMax?: number;
            salePriceMin?: number;
            salePriceMax?: number;
            ownership?: string;
            decoration?: string;
            agent?: string;
            houseCode?: string;
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/importTemplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The houses import template (xlsx, headers in the request's language) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    /** The houses import template (xlsx, headers in the request's language) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/importData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import houses from an xlsx workbook (valid-rows)
     * @description multipart/form-data: `file` (one .xlsx, at most 5 MB and 5000 rows) and `updateSupport` (true/false/1/0, also accepted in the query string). Headers are matched by the field's label in Chinese, English or Lao, or by its JSON name. `data` is the import report.
     */
    post: {
      parameters: {
        query?: {
          updateSupport?: 'true' | 'false' | '0' | '1';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                total: number;
                inserted: number;
                updated: number;
                failed: number;
                committed: boolean;
                errors: {
                  row: number;
                  column: string | null;
                  message: string;
                }[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/handleAudit/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Review houses: pendingReview -> pendingRent (with a rent) or notSold
     * @description Refused with a translated `{code: 500, msg}` when a house is not in a status the transition table allows; every change is recorded in house_room_status_log.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/handleClose/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Take houses off: pendingRent or notSold -> offShelf
     * @description Refused with a translated `{code: 500, msg}` when a house is not in a status the transition table allows; every change is recorded in house_room_status_log.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/handleOpen/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Put houses on again: offShelf -> the listed status they had
     * @description Refused with a translated `{code: 500, msg}` when a house is not in a status the transition table allows; every change is recorded in house_room_status_log.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/handleSold/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Mark a house sold: notSold -> sold
     * @description Refused with a translated `{code: 500, msg}` when a house is not in a status the transition table allows; every change is recorded in house_room_status_log.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/handlePush/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rent a house out: pendingRent -> rented; creates the lease and its expiry reminder */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            tenantName: string;
            tenantPhone?: string | null;
            startDate: string;
            endDate: string;
            rent?: number | null;
            currency?: string | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/handleEndLease/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** End the lease of a rented house: rented -> pendingRent, the lease status becomes ended */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/userList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active users an agent can be chosen from */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                userId: number;
                userName: string;
                nickName: string;
                phonenumber: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/authUser/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Assign an agent: sets agent (the user's nickname), agentPhone and agentUserId */
    put: {
      parameters: {
        query: {
          userId: number;
        };
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseRoom/getHouseRoomList/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A listed house for the public page (no token); code 404 when it is not listed */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                name: string;
                houseCode: string;
                type: string | null;
                bedrooms: number | null;
                livingRooms: number | null;
                bathrooms: number | null;
                area: number | null;
                location: string | null;
                region: string | null;
                villageName: string | null;
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
                status: string;
                labels: {
                  type: string | null;
                  timeUnit: string | null;
                  features: {
                    [key: string]: string;
                  };
                };
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/houseRoom/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A listed house for the public page (no token); code 404 when it is not listed */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                name: string;
                houseCode: string;
                type: string | null;
                bedrooms: number | null;
                livingRooms: number | null;
                bathrooms: number | null;
                area: number | null;
                location: string | null;
                region: string | null;
                villageName: string | null;
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
                status: string;
                labels: {
                  type: string | null;
                  timeUnit: string | null;
                  features: {
                    [key: string]: string;
                  };
                };
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/columnSettings/{pageKey}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The calling user's column choices for a screen (null: the screen's defaults) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          pageKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                columns: {
                  key: string;
                  visible: boolean;
                }[];
              } | null;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Saves the calling user's column order and visibility for a screen */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          pageKey: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            columns: {
              key: string;
              visible: boolean;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    /** Forgets the calling user's column choices for a screen (back to its defaults) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          pageKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/inviteCode/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List invitation codes (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          code?: string;
          codeType?: 'property' | 'vehicle' | 'both';
          status?: 'unused' | 'used' | 'expired';
          creator?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                code: string;
                codeType: string;
                status: string;
                creator: string;
                generateCount: number;
                createTime: string | null;
                expireTime: string | null;
                usedBy: string | null;
                usedTime: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/inviteCode/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Generate 1-100 unused invitation codes of one type, with an optional expiry */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            count: number;
            codeType: 'property' | 'vehicle' | 'both';
            expireTime?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: string[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/inviteCode/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete invitation codes (comma-separated ids); a used code is refused */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/houseLeaseExpires/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List lease reminders (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          tenantName?: string;
          tenantPhone?: string;
          roomId?: number;
          reminderStatus?: 'notDue' | 'due' | 'reminded' | 'expired';
          reminderUnit?: 'day' | 'week' | 'month';
          endDateBegin?: string;
          endDateEnd?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                roomId: number | null;
                houseName: string | null;
                tenantName: string;
                tenantPhone: string | null;
                startDate: string;
                endDate: string;
                reminderLead: number;
                reminderUnit: string;
                reminderStatus: string;
                remindDate: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/houseLeaseExpires/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One lease reminder */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                roomId: number | null;
                houseName: string | null;
                tenantName: string;
                tenantPhone: string | null;
                startDate: string;
                endDate: string;
                reminderLead: number;
                reminderUnit: string;
                reminderStatus: string;
                remindDate: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/houseLeaseExpires': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a lease reminder (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            roomId?: number | null;
            tenantName: string;
            tenantPhone?: string | null;
            startDate: string;
            endDate: string;
            reminderLead: number;
            reminderUnit: 'day' | 'week' | 'month';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/houseLeaseExpires/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete lease reminders (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/houseLeaseExpires/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a lease reminder (tenant, start, end after start, lead and unit; house and phone optional) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roomId?: number | null;
            tenantName: string;
            tenantPhone?: string | null;
            startDate: string;
            endDate: string;
            reminderLead: number;
            reminderUnit: 'day' | 'week' | 'month';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/houseLeaseExpires/pending_reminders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reminders due today and not yet sent, soonest end first, with who they go to */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                roomId: number | null;
                houseName: string | null;
                tenantName: string;
                tenantPhone: string | null;
                startDate: string;
                endDate: string;
                reminderLead: number;
                reminderUnit: string;
                recipientName: string | null;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/houseLeaseExpires/endingSoon': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many leases end soon (due or reminded, not over): the navbar badge */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                count: number;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/houseLeaseExpires/houseOptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Houses to pick for a reminder: up to 20 by name or house code, or the one with `id` */
    get: {
      parameters: {
        query?: {
          name?: string;
          id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                name: string;
                houseCode: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCustomer/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List customers (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          clientName?: string;
          phoneNumber?: string;
          email?: string;
          clientSource?: string;
          status?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                clientName: string;
                phoneNumber: string;
                email: string;
                clientSource: string | null;
                budgetMin: number | null;
                budgetMax: number | null;
                currency: string | null;
                preferredAreas: string | null;
                layoutRequirement: string | null;
                carModelRequirement: string | null;
                expectedMoveInDate: string | null;
                otherRequirements: string | null;
                status: string;
                statusHistory?: {
                  fromStatus: string | null;
                  toStatus: string;
                  operator: string;
                  operTime: string | null;
                }[];
                houses?: {
                  linkId: number;
                  roomId: number;
                  houseName: string | null;
                  houseCode: string | null;
                  relation: string;
                  createBy: string;
                  createTime: string | null;
                }[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCustomer/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One customer */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                clientName: string;
                phoneNumber: string;
                email: string;
                clientSource: string | null;
                budgetMin: number | null;
                budgetMax: number | null;
                currency: string | null;
                preferredAreas: string | null;
                layoutRequirement: string | null;
                carModelRequirement: string | null;
                expectedMoveInDate: string | null;
                otherRequirements: string | null;
                status: string;
                statusHistory?: {
                  fromStatus: string | null;
                  toStatus: string;
                  operator: string;
                  operTime: string | null;
                }[];
                houses?: {
                  linkId: number;
                  roomId: number;
                  houseName: string | null;
                  houseCode: string | null;
                  relation: string;
                  createBy: string;
                  createTime: string | null;
                }[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCustomer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a customer (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            clientName: string;
            phoneNumber?: string | null;
            email?: string | null;
            clientSource?: string | null;
            budgetMin?: number | null;
            budgetMax?: number | null;
            currency?: string | null;
            preferredAreas?: string | null;
            layoutRequirement?: string | null;
            carModelRequirement?: string | null;
            expectedMoveInDate?: string | null;
            otherRequirements?: string | null;
            remark?: string | null;
            status?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a customer */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            clientName: string;
            phoneNumber?: string | null;
            email?: string | null;
            clientSource?: string | null;
            budgetMin?: number | null;
            budgetMax?: number | null;
            currency?: string | null;
            preferredAreas?: string | null;
            layoutRequirement?: string | null;
            carModelRequirement?: string | null;
            expectedMoveInDate?: string | null;
            otherRequirements?: string | null;
            remark?: string | null;
            status?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCustomer/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete customers (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCustomer/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The customers matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            clientName?: string;
            phoneNumber?: string;
            email?: string;
            clientSource?: string;
            status?: string;
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCustomer/{id}/houses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Link a house the customer viewed or leased (linking twice is a no-op) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roomId: number;
            relation: 'viewed' | 'leased';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCustomer/{id}/houses/{linkId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a house link of the customer */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          linkId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCustomer/houseOptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Houses to link: up to 20 by name or house code */
    get: {
      parameters: {
        query?: {
          name?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                name: string;
                houseCode: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseLease/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List house leases (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          tenantName?: string;
          tenantPhone?: string;
          roomId?: number;
          status?: 'active' | 'ended' | 'terminated';
          currency?: string;
          endDateBegin?: string;
          endDateEnd?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                roomId: number;
                houseName: string | null;
                houseCode: string | null;
                tenantName: string;
                tenantPhone: string | null;
                startDate: string;
                endDate: string;
                rent: number | null;
                currency: string | null;
                deposit: number | null;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseLease/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One house lease */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                roomId: number;
                houseName: string | null;
                houseCode: string | null;
                tenantName: string;
                tenantPhone: string | null;
                startDate: string;
                endDate: string;
                rent: number | null;
                currency: string | null;
                deposit: number | null;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseLease/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The house leases matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            tenantName?: string;
            tenantPhone?: string;
            roomId?: number;
            status?: 'active' | 'ended' | 'terminated';
            currency?: string;
            endDateBegin?: string;
            endDateEnd?: string;
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseLease/terminate/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** End an active lease early: terminated, the house back to pendingRent */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCode/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List house codes (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          dictType?: string;
          dictLabel?: string;
          dictValue?: string;
          status?: '0' | '1';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                dictCode: number;
                dictType: string;
                dictValue: string;
                dictLabel: string;
                dictLabelEn: string;
                dictLabelLo: string;
                dictSort: number;
                listClass: string;
                status: string;
                usedBy?: number;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCode/{dictCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One house code */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          dictCode: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                dictCode: number;
                dictType: string;
                dictValue: string;
                dictLabel: string;
                dictLabelEn: string;
                dictLabelLo: string;
                dictSort: number;
                listClass: string;
                status: string;
                usedBy?: number;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a house code (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dictCode: number;
            dictType:
              | 'house_type'
              | 'house_ownership'
              | 'house_parking'
              | 'house_orientation'
              | 'house_decoration'
              | 'house_feature'
              | 'house_status';
            dictValue: string;
            dictLabel: string;
            dictLabelEn: string;
            dictLabelLo: string;
            dictSort?: number;
            listClass?: 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a house code */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            dictType:
              | 'house_type'
              | 'house_ownership'
              | 'house_parking'
              | 'house_orientation'
              | 'house_decoration'
              | 'house_feature'
              | 'house_status';
            dictValue: string;
            dictLabel: string;
            dictLabelEn: string;
            dictLabelLo: string;
            dictSort?: number;
            listClass?: 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseCode/{dictCodes}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete house codes (comma-separated); refused for house statuses and values in use */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          dictCodes: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseEvaluation/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List evaluations (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          roomId?: number;
          score?: number;
          source?: 'staff' | 'public';
          hidden?: '0' | '1';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                id: number;
                roomId: number;
                houseName: string | null;
                houseCode: string | null;
                score: number;
                content: string;
                author: string;
                source: string;
                hidden: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseEvaluation/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One evaluation */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                roomId: number;
                houseName: string | null;
                houseCode: string | null;
                score: number;
                content: string;
                author: string;
                source: string;
                hidden: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseEvaluation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a evaluation (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            id: number;
            roomId: number;
            score: number;
            content: string;
            author?: string | null;
            hidden?: '0' | '1';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a evaluation */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roomId: number;
            score: number;
            content: string;
            author?: string | null;
            hidden?: '0' | '1';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseEvaluation/{ids}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete evaluations (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          ids: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseEvaluation/houseOptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Houses to review: up to 20 by name or house code */
    get: {
      parameters: {
        query?: {
          name?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                name: string;
                houseCode: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/houseEvaluation/rating/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A house's average score and number of shown reviews */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                average: number | null;
                count: number;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/house/{id}/evaluations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A listed house's shown reviews (newest 20) and their average */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                average: number | null;
                count: number;
                rows: {
                  score: number;
                  content: string;
                  author: string;
                  createTime: string | null;
                }[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    /** Leave a review on a listed house (3 per address per 10 minutes) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            score: number;
            content: string;
            author: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                average: number | null;
                count: number;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/job/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List scheduled jobs (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          jobName?: string;
          jobGroup?: string;
          status?: ('0' | '1') | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                jobId: number;
                jobName: string;
                jobGroup: string;
                invokeTarget: string;
                cronExpression: string;
                misfirePolicy: string;
                concurrent: string;
                status: string;
                nextValidTime: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/job/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One scheduled job */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          jobId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                jobId: number;
                jobName: string;
                jobGroup: string;
                invokeTarget: string;
                cronExpression: string;
                misfirePolicy: string;
                concurrent: string;
                status: string;
                nextValidTime: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/job': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a scheduled job (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            jobId: number;
            jobName: string;
            jobGroup: string;
            invokeTarget: string;
            cronExpression: string;
            misfirePolicy: '1' | '2' | '3';
            concurrent: '0' | '1';
            status: '0' | '1';
            remark?: string | null;
            confirmFrequent?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a scheduled job */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            jobName: string;
            jobGroup: string;
            invokeTarget: string;
            cronExpression: string;
            misfirePolicy: '1' | '2' | '3';
            concurrent: '0' | '1';
            status: '0' | '1';
            remark?: string | null;
            confirmFrequent?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/job/{jobIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete scheduled jobs (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          jobIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/job/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The scheduled jobs matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            jobName?: string;
            jobGroup?: string;
            status?: ('0' | '1') | '';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/job/run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Run a job once now (refused while another run of it is under way in any process) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            jobId: number;
            jobGroup?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                jobLogId: number;
                message: string;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/job/changeStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Pause (1) or resume (0) a job */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            jobId: number;
            status: '0' | '1';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/job/functions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The job functions a job may invoke, with what each does (request language) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                value: string;
                label: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/job/cronNext': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The next five run times of a Quartz cron expression (server time) */
    get: {
      parameters: {
        query: {
          cronExpression: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: string[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/jobLog/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List job runs (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          jobName?: string;
          jobGroup?: string;
          status?: '0' | '1' | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                jobLogId: number;
                jobName: string;
                jobGroup: string;
                invokeTarget: string;
                jobMessage: string;
                status: string;
                exceptionInfo: string;
                createTime: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/jobLog/{jobLogId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One job run */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          jobLogId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                jobLogId: number;
                jobName: string;
                jobGroup: string;
                invokeTarget: string;
                jobMessage: string;
                status: string;
                exceptionInfo: string;
                createTime: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/jobLog/{jobLogIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete job runs (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          jobLogIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/jobLog/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The job runs matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            jobName?: string;
            jobGroup?: string;
            status?: '0' | '1' | '';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/jobLog/clean': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Empty the job log */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/logininfor/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List login records (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          ipaddr?: string;
          userName?: string;
          status?: '0' | '1' | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                infoId: number;
                userName: string;
                ipaddr: string;
                loginLocation: string;
                browser: string;
                os: string;
                status: string;
                msg: string;
                loginTime: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/logininfor/{infoId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One login record */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          infoId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                infoId: number;
                userName: string;
                ipaddr: string;
                loginLocation: string;
                browser: string;
                os: string;
                status: string;
                msg: string;
                loginTime: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/logininfor/{infoIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete login records (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          infoIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/logininfor/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The login records matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            ipaddr?: string;
            userName?: string;
            status?: '0' | '1' | '';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/logininfor/clean': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Empty the login log */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/operlog/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List operation records (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          operIp?: string;
          title?: string;
          operName?: string;
          businessType?: string | '';
          status?: '0' | '1' | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                operId: number;
                title: string;
                businessType: number;
                method: string;
                requestMethod: string;
                operatorType: number;
                operName: string;
                deptName: string;
                operUrl: string;
                operIp: string;
                operLocation: string;
                operParam: string;
                jsonResult: string;
                status: number;
                errorMsg: string;
                operTime: string | null;
                costTime: number;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/operlog/{operId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One operation record */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          operId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                operId: number;
                title: string;
                businessType: number;
                method: string;
                requestMethod: string;
                operatorType: number;
                operName: string;
                deptName: string;
                operUrl: string;
                operIp: string;
                operLocation: string;
                operParam: string;
                jsonResult: string;
                status: number;
                errorMsg: string;
                operTime: string | null;
                costTime: number;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/operlog/{operIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete operation records (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          operIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/operlog/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The operation records matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            operIp?: string;
            title?: string;
            operName?: string;
            businessType?: string | '';
            status?: '0' | '1' | '';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/operlog/clean': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Empty the operation log */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/server': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** CPU, memory, host, disks, the Node process (as RuoYi `jvm`) and the database */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                cpu: {
                  cpuNum: number;
                  total: number;
                  used: number;
                  sys: number;
                  wait: number;
                  free: number;
                };
                mem: {
                  total: number;
                  used: number;
                  free: number;
                  usage: number;
                };
                jvm: {
                  name: string;
                  version: string;
                  home: string;
                  startTime: string;
                  runTime: string;
                  inputArgs: string;
                  total: number;
                  max: number;
                  used: number;
                  free: number;
                  usage: number;
                };
                sys: {
                  computerName: string;
                  computerIp: string;
                  userDir: string;
                  osName: string;
                  osArch: string;
                };
                sysFiles: {
                  dirName: string;
                  sysTypeName: string;
                  typeName: string;
                  total: string;
                  free: string;
                  used: string;
                  usage: number;
                }[];
                database: {
                  kind: 'pglite' | 'postgres';
                  version: string | null;
                  sizeMb: number | null;
                  connections: number | null;
                };
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/cache': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stores' sizes and the process's figures (RuoYi's info, dbSize and commandStats) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                caches: {
                  cacheName: string;
                  remark: string;
                  count: number;
                }[];
                dbSize: number;
                process: {
                  nodeVersion: string;
                  uptimeSeconds: number;
                  rssMb: number;
                  heapUsedMb: number;
                  heapTotalMb: number;
                  authCacheMs: number;
                };
                info: {
                  [key: string]: string;
                };
                commandStats: {
                  name: string;
                  value: string;
                }[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/cache/getNames': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stores */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                cacheName: string;
                cacheKey: string;
                cacheValue: string;
                remark: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/cache/getKeys/{cacheName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A store's keys (its name and each entry's id; at most 500) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          cacheName: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: string[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/cache/getValue/{cacheName}/{cacheKey}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One entry's value, as JSON text (never a secret) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          cacheName: string;
          cacheKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                cacheName: string;
                cacheKey: string;
                cacheValue: string;
                remark: string;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/cache/clearCacheName/{cacheName}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Empty one store (the caller's own session stays) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          cacheName: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/cache/clearCacheKey/{cacheKey}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one entry by its full key */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          cacheKey: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/cache/clearCacheAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Empty every store (the caller's own session stays) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/druid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The pool and the SQL statistics of this process */
    get: {
      parameters: {
        query?: {
          orderBy?: 'maxMs' | 'totalMs' | 'avgMs' | 'count' | 'errors';
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                kind: string;
                pool: {
                  max: number;
                  total: number;
                  idle: number;
                  waiting: number;
                } | null;
                summary: {
                  since: string;
                  statements: number;
                  count: number;
                  errors: number;
                  slow: number;
                  slowMs: number;
                  totalMs: number;
                  avgMs: number;
                };
                statements: {
                  sql: string;
                  count: number;
                  errors: number;
                  totalMs: number;
                  avgMs: number;
                  maxMs: number;
                  lastMs: number;
                  lastAt: string;
                }[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/monitor/druid/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Start this process's SQL statistics again */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/druid/login.html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The data-source figures as a page RuoYi-Vue3 can frame */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a user (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId: number;
            deptId?: number | null;
            userName: string;
            nickName: string;
            password?: string | null;
            email?: string | '' | null;
            phonenumber?: string | '' | null;
            sex?: ('0' | '1' | '2') | null;
            status?: '0' | '1';
            remark?: string | null;
            postIds?: number[];
            roleIds?: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a user */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            deptId?: number | null;
            userName: string;
            nickName: string;
            password?: string | null;
            email?: string | '' | null;
            phonenumber?: string | '' | null;
            sex?: ('0' | '1' | '2') | null;
            status?: '0' | '1';
            remark?: string | null;
            postIds?: number[];
            roleIds?: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/importTemplate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The users import template (xlsx, headers in the request's language) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    /** The users import template (xlsx, headers in the request's language) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/importData': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import users from an xlsx workbook (valid-rows)
     * @description multipart/form-data: `file` (one .xlsx, at most 5 MB and 5000 rows) and `updateSupport` (true/false/1/0, also accepted in the query string). Headers are matched by the field's label in Chinese, English or Lao, or by its JSON name. `data` is the import report.
     */
    post: {
      parameters: {
        query?: {
          updateSupport?: 'true' | 'false' | '0' | '1';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                total: number;
                inserted: number;
                updated: number;
                failed: number;
                committed: boolean;
                errors: {
                  row: number;
                  column: string | null;
                  message: string;
                }[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users (filters, department and below, data scope) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          userName?: string;
          phonenumber?: string;
          status?: ('0' | '1') | '';
          deptId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                userId: number;
                deptId: number | null;
                userName: string;
                nickName: string;
                email: string;
                phonenumber: string;
                sex: string;
                avatar: string;
                status: string;
                loginIp: string;
                loginDate: string | null;
                deptName: string | null;
                dept: {
                  deptId: number;
                  deptName: string;
                  leader: string | null;
                } | null;
                roleIds?: number[];
                postIds?: number[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The users matching the filters as an xlsx workbook (form-encoded filters, data scope) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            userName?: string;
            phonenumber?: string;
            status?: ('0' | '1') | '';
            deptId?: number;
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/deptTree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The department tree within the data scope (filter and form) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                label: string;
                disabled: boolean;
                children?: components['schemas']['T0'][];
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Roles and posts to choose from */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                userId: number;
                deptId: number | null;
                userName: string;
                nickName: string;
                email: string;
                phonenumber: string;
                sex: string;
                avatar: string;
                status: string;
                loginIp: string;
                loginDate: string | null;
                deptName: string | null;
                dept: {
                  deptId: number;
                  deptName: string;
                  leader: string | null;
                } | null;
                roleIds?: number[];
                postIds?: number[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              roles?: {
                roleId: number;
                roleName: string;
                roleKey: string;
                roleSort: number;
                status: string;
                createTime: string | null;
                flag: boolean;
              }[];
              posts?: {
                postId: number;
                postCode: string;
                postName: string;
                status: string;
              }[];
              roleIds?: number[];
              postIds?: number[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One user with role and post ids, and the roles and posts to choose from */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                userId: number;
                deptId: number | null;
                userName: string;
                nickName: string;
                email: string;
                phonenumber: string;
                sex: string;
                avatar: string;
                status: string;
                loginIp: string;
                loginDate: string | null;
                deptName: string | null;
                dept: {
                  deptId: number;
                  deptName: string;
                  leader: string | null;
                } | null;
                roleIds?: number[];
                postIds?: number[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              roles?: {
                roleId: number;
                roleName: string;
                roleKey: string;
                roleSort: number;
                status: string;
                createTime: string | null;
                flag: boolean;
              }[];
              posts?: {
                postId: number;
                postCode: string;
                postName: string;
                status: string;
              }[];
              roleIds?: number[];
              postIds?: number[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/{userIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete users (comma-separated ids; not oneself, not the administrator) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/changeStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Enable or disable a user */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId: number;
            status: '0' | '1';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/resetPwd': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a user's password (8-20 characters, letters, digits and a special character) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId: number;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/authRole/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A user and the roles to grant, held ones flagged */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              user?: {
                userId: number;
                deptId: number | null;
                userName: string;
                nickName: string;
                email: string;
                phonenumber: string;
                sex: string;
                avatar: string;
                status: string;
                loginIp: string;
                loginDate: string | null;
                deptName: string | null;
                dept: {
                  deptId: number;
                  deptName: string;
                  leader: string | null;
                } | null;
                roleIds?: number[];
                postIds?: number[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              roles?: {
                roleId: number;
                roleName: string;
                roleKey: string;
                roleSort: number;
                status: string;
                createTime: string | null;
                flag: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/user/authRole': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace a user's roles (query string `userId` and `roleIds=1,2`, as RuoYi-Vue3 sends it) */
    put: {
      parameters: {
        query: {
          userId: number;
          roleIds?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List roles (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          roleName?: string;
          roleKey?: string;
          status?: ('0' | '1') | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                roleId: number;
                roleName: string;
                roleKey: string;
                roleSort: number;
                dataScope: string;
                menuCheckStrictly: boolean;
                deptCheckStrictly: boolean;
                status: string;
                menuIds?: number[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/{roleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One role */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          roleId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                roleId: number;
                roleName: string;
                roleKey: string;
                roleSort: number;
                dataScope: string;
                menuCheckStrictly: boolean;
                deptCheckStrictly: boolean;
                status: string;
                menuIds?: number[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a role (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roleId: number;
            roleName: string;
            roleKey: string;
            roleSort: number;
            status?: '0' | '1';
            menuIds?: number[];
            menuCheckStrictly?: boolean;
            deptCheckStrictly?: boolean;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a role */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roleName: string;
            roleKey: string;
            roleSort: number;
            status?: '0' | '1';
            menuIds?: number[];
            menuCheckStrictly?: boolean;
            deptCheckStrictly?: boolean;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The roles matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            roleName?: string;
            roleKey?: string;
            status?: ('0' | '1') | '';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/{roleIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete roles (comma-separated ids; not the administrator role, not a role users hold) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          roleIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/changeStatus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Enable or disable a role */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roleId: number;
            status: '0' | '1';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/dataScope': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** A role's data scope: 1 all, 2 custom departments, 3 own department, 4 and below, 5 self */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            roleId: number;
            dataScope: '1' | '2' | '3' | '4' | '5';
            deptIds?: number[];
            deptCheckStrictly?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/deptTree/{roleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The department tree (data scope of the caller) and the departments checked for the role */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          roleId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              depts?: {
                id: number;
                label: string;
                disabled: boolean;
                children?: components['schemas']['T0'][];
              }[];
              checkedKeys?: number[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/optionselect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every role (select options) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                roleId: number;
                roleName: string;
                roleKey: string;
                roleSort: number;
                dataScope: string;
                menuCheckStrictly: boolean;
                deptCheckStrictly: boolean;
                status: string;
                menuIds?: number[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/authUser/allocatedList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users holding the role */
    get: {
      parameters: {
        query: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          roleId: number;
          userName?: string;
          phonenumber?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                userId: number;
                userName: string;
                nickName: string;
                email: string;
                phonenumber: string;
                status: string;
                deptName: string | null;
                createTime: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/authUser/unallocatedList': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users not holding the role (to add) */
    get: {
      parameters: {
        query: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          roleId: number;
          userName?: string;
          phonenumber?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                userId: number;
                userName: string;
                nickName: string;
                email: string;
                phonenumber: string;
                status: string;
                deptName: string | null;
                createTime: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/authUser/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Take the role from one user */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            userId: number;
            roleId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/authUser/cancelAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Take the role from users (query string roleId and userIds=1,2) */
    put: {
      parameters: {
        query: {
          roleId: number;
          userIds: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/role/authUser/selectAll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Give the role to users (query string roleId and userIds=1,2) */
    put: {
      parameters: {
        query: {
          roleId: number;
          userIds: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/menu/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every menu the caller may see, flat (the client builds the tree) */
    get: {
      parameters: {
        query?: {
          menuName?: string;
          status?: ('0' | '1') | '';
          visible?: ('0' | '1') | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                menuId: number;
                parentId: number;
                menuName: string;
                menuNameEn: string;
                menuNameLo: string;
                orderNum: number;
                path: string;
                component: string | null;
                query: string | null;
                routeName: string;
                isFrame: string;
                isCache: string;
                menuType: string;
                visible: string;
                status: string;
                perms: string | null;
                icon: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/menu/treeselect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The menu tree the caller may grant, titles in the request language */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                id: number;
                label: string;
                disabled: boolean;
                children?: components['schemas']['T0'][];
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/menu/roleMenuTreeselect/{roleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The menu tree and the role's checked menus (parents left out when linked) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          roleId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              menus?: {
                id: number;
                label: string;
                disabled: boolean;
                children?: components['schemas']['T0'][];
              }[];
              checkedKeys?: number[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/menu/{menuId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One menu */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          menuId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                menuId: number;
                parentId: number;
                menuName: string;
                menuNameEn: string;
                menuNameLo: string;
                orderNum: number;
                path: string;
                component: string | null;
                query: string | null;
                routeName: string;
                isFrame: string;
                isCache: string;
                menuType: string;
                visible: string;
                status: string;
                perms: string | null;
                icon: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a menu (not one with children, not one a role holds) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          menuId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/menu': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a menu */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            menuId: number;
            parentId: number;
            menuName: string;
            menuNameEn?: string | null;
            menuNameLo?: string | null;
            orderNum: number;
            menuType: 'M' | 'C' | 'F';
            path?: string | null;
            component?: string | null;
            query?: string | null;
            routeName?: string | null;
            isFrame?: (0 | 1) | '0' | '1';
            isCache?: (0 | 1) | '0' | '1';
            visible?: '0' | '1';
            status?: '0' | '1';
            perms?: string | null;
            icon?: string | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a directory (M), page (C) or button (F) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            parentId: number;
            menuName: string;
            menuNameEn?: string | null;
            menuNameLo?: string | null;
            orderNum: number;
            menuType: 'M' | 'C' | 'F';
            path?: string | null;
            component?: string | null;
            query?: string | null;
            routeName?: string | null;
            isFrame?: (0 | 1) | '0' | '1';
            isCache?: (0 | 1) | '0' | '1';
            visible?: '0' | '1';
            status?: '0' | '1';
            perms?: string | null;
            icon?: string | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dept/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Departments within the data scope, flat (the client builds the tree) */
    get: {
      parameters: {
        query?: {
          deptName?: string;
          status?: ('0' | '1') | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                deptId: number;
                parentId: number;
                ancestors: string;
                deptName: string;
                orderNum: number;
                leader: string | null;
                phone: string | null;
                email: string | null;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dept/list/exclude/{deptId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Departments a department may move under (not itself, not below it) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          deptId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                deptId: number;
                parentId: number;
                ancestors: string;
                deptName: string;
                orderNum: number;
                leader: string | null;
                phone: string | null;
                email: string | null;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dept/{deptId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One department */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          deptId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                deptId: number;
                parentId: number;
                ancestors: string;
                deptName: string;
                orderNum: number;
                leader: string | null;
                phone: string | null;
                email: string | null;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Delete a department (not one with sub-departments or users) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          deptId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/dept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a department */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            deptId: number;
            parentId: number;
            deptName: string;
            orderNum: number;
            leader?: string | null;
            phone?: string | '' | null;
            email?: string | '' | null;
            status?: '0' | '1';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a department */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            parentId: number;
            deptName: string;
            orderNum: number;
            leader?: string | null;
            phone?: string | '' | null;
            email?: string | '' | null;
            status?: '0' | '1';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/post/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List posts (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          postCode?: string;
          postName?: string;
          status?: ('0' | '1') | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                postId: number;
                postCode: string;
                postName: string;
                postSort: number;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/post/{postId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One post */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          postId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                postId: number;
                postCode: string;
                postName: string;
                postSort: number;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/post': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a post (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            postId: number;
            postCode: string;
            postName: string;
            postSort: number;
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a post */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            postCode: string;
            postName: string;
            postSort: number;
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/post/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The posts matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            postCode?: string;
            postName?: string;
            status?: ('0' | '1') | '';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/post/{postIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete posts (comma-separated ids; not a post users hold) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          postIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/link/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List links (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          linkName?: string;
          visible?: ('0' | '1') | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                linkId: number;
                linkName: string;
                url: string;
                icon: string;
                orderNum: number;
                visible: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/link/{linkId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One link */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          linkId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                linkId: number;
                linkName: string;
                url: string;
                icon: string;
                orderNum: number;
                visible: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a link (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            linkId: number;
            linkName: string;
            url: string;
            icon?: string | null;
            orderNum: number;
            visible?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a link */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            linkName: string;
            url: string;
            icon?: string | null;
            orderNum: number;
            visible?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/link/{linkIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete links (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          linkIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/link/navbar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The navbar's quick links (shown ones, in order) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                linkId: number;
                linkName: string;
                url: string;
                icon: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/product/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List products (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          productName?: string;
          currency?: string;
          status?: ('0' | '1') | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                productId: number;
                productCode: string;
                productName: string;
                description: string | null;
                price: number;
                currency: string;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/product/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          productId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                productId: number;
                productCode: string;
                productName: string;
                description: string | null;
                price: number;
                currency: string;
                status: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/product': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a product (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            productId: number;
            productCode: string;
            productName: string;
            description?: string | null;
            price: number;
            currency: string;
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a product */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            productCode: string;
            productName: string;
            description?: string | null;
            price: number;
            currency: string;
            status?: '0' | '1';
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/product/{productIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete products (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          productIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/product/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The products matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            productName?: string;
            currency?: string;
            status?: ('0' | '1') | '';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/feedback/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List feedback messages (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          keyword?: string;
          subjectType?: ('house' | 'car') | '';
          status?: ('0' | '1') | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                feedbackId: number;
                subjectType: string;
                roomId: number | null;
                carId: number | null;
                subjectName: string;
                visitorName: string;
                contact: string;
                content: string;
                status: string;
                reply: string | null;
                handledBy: string | null;
                handleTime: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/feedback/{feedbackId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One feedback message */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          feedbackId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                feedbackId: number;
                subjectType: string;
                roomId: number | null;
                carId: number | null;
                subjectName: string;
                visitorName: string;
                contact: string;
                content: string;
                status: string;
                reply: string | null;
                handledBy: string | null;
                handleTime: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a feedback message (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            feedbackId: number;
            status: '0' | '1';
            reply?: string | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/feedback/{feedbackIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete feedback messages (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          feedbackIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/feedback/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The feedback messages matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            keyword?: string;
            subjectType?: ('house' | 'car') | '';
            status?: ('0' | '1') | '';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Leave a message about a house or car on offer (3 per address per 10 minutes) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            subjectType: 'house' | 'car';
            subjectId: number;
            visitorName: string;
            contact: string;
            content: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/feedback/newCount': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many feedback messages are new (not handled) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: number;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/msg/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List messages (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          title?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                messageId: number;
                title: string;
                content: string;
                userIds: number[];
                roleIds: number[];
                recipientCount?: number;
                readCount?: number;
                recipients?: {
                  userId: number;
                  userName: string;
                  nickName: string;
                  readTime: string | null;
                }[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/msg/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One message */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          messageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                messageId: number;
                title: string;
                content: string;
                userIds: number[];
                roleIds: number[];
                recipientCount?: number;
                readCount?: number;
                recipients?: {
                  userId: number;
                  userName: string;
                  nickName: string;
                  readTime: string | null;
                }[];
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/msg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a message (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            messageId: number;
            title: string;
            content: string;
            userIds?: number[];
            roleIds?: number[];
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a message */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            content: string;
            userIds?: number[];
            roleIds?: number[];
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/msg/{messageIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete messages (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          messageIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/msg/inbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's messages, newest first, with read marks and the unread count */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          unread?: '0' | '1';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                messageId: number;
                title: string;
                createBy: string;
                createTime: string | null;
                isRead: boolean;
              }[];
              total?: number;
              unreadCount?: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/msg/inbox/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the caller’s messages with its content (read marks are separate) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          messageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                messageId: number;
                title: string;
                content: string;
                createBy: string;
                createTime: string | null;
                readTime: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/msg/inbox/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark the caller’s messages read (`?messageId=`, or all of them without it) */
    post: {
      parameters: {
        query?: {
          messageId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/msg/recipientOptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The users and roles a message may go to (active ones) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                users: {
                  userId: number;
                  userName: string;
                  nickName: string;
                }[];
                roles: {
                  roleId: number;
                  roleName: string;
                }[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/item/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List items (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          title?: string;
          assigneeId?: number;
          status?: '0' | '1' | '2' | '3' | '';
          priority?: '1' | '2' | '3' | '';
          overdue?: '1' | '';
          roomId?: number;
          carId?: number;
          customerId?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                itemId: number;
                title: string;
                description: string | null;
                assigneeId: number;
                assigneeName?: string | null;
                dueDate: string | null;
                priority: string;
                status: string;
                overdue: boolean;
                roomId: number | null;
                houseName?: string | null;
                carId: number | null;
                carName?: string | null;
                customerId: number | null;
                customerName?: string | null;
                finishTime: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/item/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One item */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          itemId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                itemId: number;
                title: string;
                description: string | null;
                assigneeId: number;
                assigneeName?: string | null;
                dueDate: string | null;
                priority: string;
                status: string;
                overdue: boolean;
                roomId: number | null;
                houseName?: string | null;
                carId: number | null;
                carName?: string | null;
                customerId: number | null;
                customerName?: string | null;
                finishTime: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/item': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a item (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            itemId: number;
            title: string;
            description?: string | null;
            assigneeId: number;
            dueDate?: string | null;
            priority?: '1' | '2' | '3';
            status?: '0' | '1' | '2' | '3';
            roomId?: number | null;
            carId?: number | null;
            customerId?: number | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a item */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            description?: string | null;
            assigneeId: number;
            dueDate?: string | null;
            priority?: '1' | '2' | '3';
            status?: '0' | '1' | '2' | '3';
            roomId?: number | null;
            carId?: number | null;
            customerId?: number | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/item/{itemIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete items (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          itemIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/item/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The items matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            title?: string;
            assigneeId?: number;
            status?: '0' | '1' | '2' | '3' | '';
            priority?: '1' | '2' | '3' | '';
            overdue?: '1' | '';
            roomId?: number;
            carId?: number;
            customerId?: number;
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/item/linkOptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users, houses, cars or customers to link: up to 20 by name, or the one with id */
    get: {
      parameters: {
        query: {
          kind: 'user' | 'house' | 'car' | 'customer';
          name?: string;
          id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                value: number;
                label: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/work/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List work records (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          keyword?: string;
          staffId?: number;
          customerId?: number;
          roomId?: number;
          carId?: number;
          workType?: ('1' | '2' | '3') | '';
          result?: ('0' | '1' | '2' | '3' | '4') | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                workId: number;
                workType: string;
                startTime: string;
                endTime: string | null;
                staffId: number;
                staffName?: string | null;
                customerId: number | null;
                customerName?: string | null;
                roomId: number | null;
                houseName?: string | null;
                carId: number | null;
                carName?: string | null;
                location: string | null;
                result: string;
                notes: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/work/{workId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One work record */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          workId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                workId: number;
                workType: string;
                startTime: string;
                endTime: string | null;
                staffId: number;
                staffName?: string | null;
                customerId: number | null;
                customerName?: string | null;
                roomId: number | null;
                houseName?: string | null;
                carId: number | null;
                carName?: string | null;
                location: string | null;
                result: string;
                notes: string | null;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/work': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a work record (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            workId: number;
            workType: '1' | '2' | '3';
            startTime: string;
            endTime?: string | null;
            staffId: number;
            customerId?: number | null;
            roomId?: number | null;
            carId?: number | null;
            location?: string | null;
            result?: '0' | '1' | '2' | '3' | '4';
            notes?: string | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a work record */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            workType: '1' | '2' | '3';
            startTime: string;
            endTime?: string | null;
            staffId: number;
            customerId?: number | null;
            roomId?: number | null;
            carId?: number | null;
            location?: string | null;
            result?: '0' | '1' | '2' | '3' | '4';
            notes?: string | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/work/{workIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete work records (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          workIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/work/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The work records matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            keyword?: string;
            staffId?: number;
            customerId?: number;
            roomId?: number;
            carId?: number;
            workType?: ('1' | '2' | '3') | '';
            result?: ('0' | '1' | '2' | '3' | '4') | '';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/work/staffSummary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per staff member: records in the period (params[beginTime], params[endTime]) by result */
    get: {
      parameters: {
        query?: {
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                staffId: number;
                staffName: string | null;
                total: number;
                planned: number;
                interested: number;
                closed: number;
                lastTime: string | null;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/work/linkOptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Users, houses, cars or customers to link: up to 20 by name, or the one with id */
    get: {
      parameters: {
        query: {
          kind: 'user' | 'house' | 'car' | 'customer';
          name?: string;
          id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                value: number;
                label: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/article/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List articles (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          title?: string;
          category?: string;
          status?: '0' | '1' | '';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                articleId: number;
                title: string;
                category: string;
                coverImage: string | null;
                summary: string | null;
                content: string;
                status: string;
                publishTime: string | null;
                author: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/article/{articleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One article */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          articleId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                articleId: number;
                title: string;
                category: string;
                coverImage: string | null;
                summary: string | null;
                content: string;
                status: string;
                publishTime: string | null;
                author: string;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/article': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a article (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            articleId: number;
            title: string;
            category: string;
            coverImage?: string | null;
            summary?: string | null;
            content: string;
            status?: '0' | '1';
            publishTime?: string | null;
            author?: string | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a article */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            title: string;
            category: string;
            coverImage?: string | null;
            summary?: string | null;
            content: string;
            status?: '0' | '1';
            publishTime?: string | null;
            author?: string | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/article/{articleIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete articles (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          articleIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/article/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The articles matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            title?: string;
            category?: string;
            status?: '0' | '1' | '';
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The newest published articles (up to 10) */
    get: {
      parameters: {
        query?: {
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                articleId: number;
                title: string;
                coverImage: string | null;
                summary: string | null;
                publishTime: string | null;
                author: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public/articles/{articleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One published article with its (sanitised) content */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          articleId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                articleId: number;
                title: string;
                coverImage: string | null;
                summary: string | null;
                publishTime: string | null;
                author: string;
                content: string;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/developer/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List developers (RuoYi paging, sort, filters, creation-date range) */
    get: {
      parameters: {
        query?: {
          pageNum?: number;
          pageSize?: number;
          orderByColumn?: string;
          isAsc?: 'asc' | 'desc' | 'ascending' | 'descending';
          'params[beginTime]'?: string;
          'params[endTime]'?: string;
          companyName?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              rows?: {
                developerId: number;
                companyName: string;
                logo: string | null;
                contactName: string | null;
                phone: string | null;
                website: string | null;
                description: string | null;
                villageCount: number;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              }[];
              total?: number;
              totalEstimated?: boolean;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/developer/{developerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One developer */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          developerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                developerId: number;
                companyName: string;
                logo: string | null;
                contactName: string | null;
                phone: string | null;
                website: string | null;
                description: string | null;
                villageCount: number;
                createBy: string;
                createTime: string | null;
                updateBy: string;
                updateTime: string | null;
                remark: string | null;
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/developer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Edit a developer (fields left out keep their value) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            developerId: number;
            companyName: string;
            logo?: string | null;
            contactName?: string | null;
            phone?: string | null;
            website?: string | null;
            description?: string | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    /** Add a developer */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            companyName: string;
            logo?: string | null;
            contactName?: string | null;
            phone?: string | null;
            website?: string | null;
            description?: string | null;
            remark?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/developer/{developerIds}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete developers (comma-separated ids) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          developerIds: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/developer/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The developers matching the filters as an xlsx workbook (form-encoded filters) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': {
            companyName?: string;
            'params[beginTime]'?: string;
            'params[endTime]'?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/developer/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every developer as {developerId, companyName} (village form) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                developerId: number;
                companyName: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/tool/dictLookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dictionary entries whose type, value or label (any language) contains the word */
    get: {
      parameters: {
        query: {
          keyword: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                dictType: string;
                dictName: string;
                dictNameEn: string;
                dictNameLo: string;
                dictValue: string;
                dictLabel: string;
                dictLabelEn: string;
                dictLabelLo: string;
                status: string;
              }[];
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/system/tool/permLookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The routes asking for a permission, the menus granting it and the roles holding them */
    get: {
      parameters: {
        query: {
          keyword: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: number;
              msg: string;
              data?: {
                routes: {
                  method: string;
                  url: string;
                  permission: string;
                  summary: string;
                }[];
                menus: {
                  menuId: number;
                  menuName: string;
                  menuNameEn: string;
                  menuNameLo: string;
                  menuType: string;
                  perms: string;
                  roles: {
                    roleId: number;
                    roleName: string;
                    roleKey: string;
                  }[];
                }[];
              };
              fieldErrors?: {
                field: string;
                message: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** T0 */
    T0: {
      id: number;
      label: string;
      disabled: boolean;
      children?: components['schemas']['T0'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
