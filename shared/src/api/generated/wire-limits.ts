// GENERATED from the server's OpenAPI document (request bodies and queries: their fields’ limits). Do not edit by hand:
// regenerate with `pnpm --filter @agency/server run wire-types` (server/src/openapi/write-wire-types.ts);
// server/src/openapi/__tests__/wire-types.test.ts fails while this file is stale.

export const wireLimits = {
  '/api/thirdLogin': {
    post: {
      body: {
        code: {
          maxLength: 16,
        },
        password: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        username: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        uuid: {
          maxLength: 64,
        },
      },
    },
  },
  '/common/download': {
    get: {
      query: {
        delete: {},
        fileName: {
          required: true,
          minLength: 1,
          maxLength: 255,
        },
      },
    },
  },
  '/common/download/resource': {
    get: {
      query: {
        resource: {
          required: true,
          minLength: 1,
          maxLength: 255,
        },
      },
    },
  },
  '/email/code': {
    get: {
      query: {
        email: {
          required: true,
          maxLength: 100,
        },
        purpose: {
          required: true,
          enum: ['register', 'reset'],
        },
      },
    },
  },
  '/email/retrievePwd': {
    put: {
      body: {
        code: {
          required: true,
          minLength: 4,
          maxLength: 10,
        },
        confirmPassword: {
          maxLength: 20,
        },
        email: {
          required: true,
          maxLength: 100,
        },
        password: {
          required: true,
          minLength: 1,
          maxLength: 20,
        },
      },
    },
  },
  '/email/verify': {
    post: {
      body: {
        code: {
          required: true,
          minLength: 4,
          maxLength: 10,
        },
        email: {
          required: true,
          maxLength: 100,
        },
        purpose: {
          enum: ['register', 'reset'],
        },
      },
    },
  },
  '/houseLeaseExpires': {
    put: {
      body: {
        endDate: {
          required: true,
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        id: {
          required: true,
          minimum: 1,
        },
        remark: {
          maxLength: 500,
        },
        reminderLead: {
          required: true,
          minimum: 1,
          maximum: 365,
        },
        reminderUnit: {
          required: true,
          enum: ['day', 'week', 'month'],
        },
        roomId: {
          minimum: 1,
          maximum: 999999999999999,
        },
        startDate: {
          required: true,
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        tenantName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        tenantPhone: {
          pattern: '^(\\+?[\\d\\s()-]{6,20})?$',
        },
      },
    },
  },
  '/houseLeaseExpires/add': {
    post: {
      body: {
        endDate: {
          required: true,
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        remark: {
          maxLength: 500,
        },
        reminderLead: {
          required: true,
          minimum: 1,
          maximum: 365,
        },
        reminderUnit: {
          required: true,
          enum: ['day', 'week', 'month'],
        },
        roomId: {
          minimum: 1,
          maximum: 999999999999999,
        },
        startDate: {
          required: true,
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        tenantName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        tenantPhone: {
          pattern: '^(\\+?[\\d\\s()-]{6,20})?$',
        },
      },
    },
  },
  '/houseLeaseExpires/houseOptions': {
    get: {
      query: {
        id: {
          minimum: 1,
        },
        name: {
          maxLength: 100,
        },
      },
    },
  },
  '/houseLeaseExpires/list': {
    get: {
      query: {
        endDateBegin: {
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        endDateEnd: {
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        reminderStatus: {
          enum: ['notDue', 'due', 'reminded', 'expired'],
        },
        reminderUnit: {
          enum: ['day', 'week', 'month'],
        },
        roomId: {
          minimum: 1,
        },
        tenantName: {
          maxLength: 100,
        },
        tenantPhone: {
          maxLength: 30,
        },
      },
    },
  },
  '/login': {
    post: {
      body: {
        code: {
          maxLength: 16,
        },
        identifier: {
          minLength: 1,
          maxLength: 100,
        },
        password: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        username: {
          minLength: 1,
          maxLength: 100,
        },
        uuid: {
          maxLength: 64,
        },
      },
    },
  },
  '/monitor/druid': {
    get: {
      query: {
        limit: {
          minimum: 1,
          maximum: 200,
        },
        orderBy: {
          enum: ['maxMs', 'totalMs', 'avgMs', 'count', 'errors'],
        },
      },
    },
  },
  '/monitor/job': {
    post: {
      body: {
        concurrent: {
          required: true,
          enum: ['0', '1'],
        },
        confirmFrequent: {},
        cronExpression: {
          required: true,
          minLength: 1,
          maxLength: 255,
        },
        invokeTarget: {
          required: true,
          minLength: 1,
          maxLength: 500,
        },
        jobGroup: {
          required: true,
          minLength: 1,
          maxLength: 64,
        },
        jobName: {
          required: true,
          minLength: 1,
          maxLength: 64,
          pattern: '\\S',
        },
        misfirePolicy: {
          required: true,
          enum: ['1', '2', '3'],
        },
        remark: {
          maxLength: 500,
        },
        status: {
          required: true,
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        concurrent: {
          required: true,
          enum: ['0', '1'],
        },
        confirmFrequent: {},
        cronExpression: {
          required: true,
          minLength: 1,
          maxLength: 255,
        },
        invokeTarget: {
          required: true,
          minLength: 1,
          maxLength: 500,
        },
        jobGroup: {
          required: true,
          minLength: 1,
          maxLength: 64,
        },
        jobId: {
          required: true,
          minimum: 1,
        },
        jobName: {
          required: true,
          minLength: 1,
          maxLength: 64,
          pattern: '\\S',
        },
        misfirePolicy: {
          required: true,
          enum: ['1', '2', '3'],
        },
        remark: {
          maxLength: 500,
        },
        status: {
          required: true,
          enum: ['0', '1'],
        },
      },
    },
  },
  '/monitor/job/changeStatus': {
    put: {
      body: {
        jobId: {
          required: true,
          minimum: 1,
        },
        status: {
          required: true,
          enum: ['0', '1'],
        },
      },
    },
  },
  '/monitor/job/cronNext': {
    get: {
      query: {
        cronExpression: {
          required: true,
          minLength: 1,
          maxLength: 255,
        },
      },
    },
  },
  '/monitor/job/export': {
    post: {
      body: {
        jobGroup: {
          maxLength: 64,
        },
        jobName: {
          maxLength: 64,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {},
      },
    },
  },
  '/monitor/job/list': {
    get: {
      query: {
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        jobGroup: {
          maxLength: 64,
        },
        jobName: {
          maxLength: 64,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {},
      },
    },
  },
  '/monitor/job/run': {
    put: {
      body: {
        jobGroup: {
          maxLength: 64,
        },
        jobId: {
          required: true,
          minimum: 1,
        },
      },
    },
  },
  '/monitor/jobLog/export': {
    post: {
      body: {
        jobGroup: {
          maxLength: 64,
        },
        jobName: {
          maxLength: 64,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1', ''],
        },
      },
    },
  },
  '/monitor/jobLog/list': {
    get: {
      query: {
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        jobGroup: {
          maxLength: 64,
        },
        jobName: {
          maxLength: 64,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1', ''],
        },
      },
    },
  },
  '/monitor/logininfor/export': {
    post: {
      body: {
        ipaddr: {
          maxLength: 128,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1', ''],
        },
        userName: {
          maxLength: 100,
        },
      },
    },
  },
  '/monitor/logininfor/list': {
    get: {
      query: {
        ipaddr: {
          maxLength: 128,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1', ''],
        },
        userName: {
          maxLength: 100,
        },
      },
    },
  },
  '/monitor/online/list': {
    get: {
      query: {
        ipaddr: {
          maxLength: 128,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        userName: {
          maxLength: 30,
        },
      },
    },
  },
  '/monitor/operlog/export': {
    post: {
      body: {
        businessType: {
          pattern: '^\\d$',
        },
        operIp: {
          maxLength: 128,
        },
        operName: {
          maxLength: 50,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1', ''],
        },
        title: {
          maxLength: 50,
        },
      },
    },
  },
  '/monitor/operlog/list': {
    get: {
      query: {
        businessType: {
          pattern: '^\\d$',
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        operIp: {
          maxLength: 128,
        },
        operName: {
          maxLength: 50,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1', ''],
        },
        title: {
          maxLength: 50,
        },
      },
    },
  },
  '/pact/contracts': {
    post: {
      body: {
        contractTitle: {
          maxLength: 120,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        params: {},
        status: {
          enum: [0, 1, 2],
        },
        templateId: {
          minimum: 1,
        },
        type: {
          enum: [1, 2],
        },
      },
    },
  },
  '/pact/contracts/addcontent': {
    post: {
      body: {
        contractTitle: {
          required: true,
          maxLength: 120,
        },
        id: {
          required: true,
          minimum: 1,
        },
        instanceContent: {
          required: true,
          maxLength: 8000000,
        },
        type: {
          enum: [1, 2],
        },
        values: {},
      },
    },
  },
  '/pact/contracts/updateContent': {
    post: {
      body: {
        contractTitle: {
          required: true,
          maxLength: 120,
        },
        id: {
          required: true,
          minimum: 1,
        },
        instanceContent: {
          required: true,
          maxLength: 8000000,
        },
        type: {
          enum: [1, 2],
        },
      },
    },
  },
  '/pact/contracts/{id}/share': {
    post: {
      body: {
        days: {
          minimum: 1,
          maximum: 365,
        },
      },
    },
  },
  '/pact/contracts/{id}/sign': {
    put: {
      body: {
        endDate: {
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
      },
    },
  },
  '/pact/fill-sources': {
    get: {
      query: {
        keyword: {
          maxLength: 100,
        },
        kind: {
          required: true,
          enum: ['houseLease', 'carLease', 'customer', 'house', 'car'],
        },
      },
    },
  },
  '/pact/templates': {
    post: {
      body: {
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        templateName: {
          maxLength: 200,
        },
        type: {
          enum: [1, 2],
        },
      },
    },
  },
  '/pact/templates/{id}/fill': {
    get: {
      query: {
        kind: {
          required: true,
          enum: ['houseLease', 'carLease', 'customer', 'house', 'car'],
        },
        sourceId: {
          required: true,
          minimum: 1,
        },
      },
    },
    post: {
      body: {
        html: {
          maxLength: 8000000,
        },
        sources: {
          required: true,
        },
        values: {},
      },
    },
  },
  '/public/articles': {
    get: {
      query: {
        limit: {
          minimum: 1,
          maximum: 10,
        },
      },
    },
  },
  '/public/feedback': {
    post: {
      body: {
        contact: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        content: {
          required: true,
          minLength: 1,
          maxLength: 1000,
          pattern: '\\S',
        },
        subjectId: {
          required: true,
          minimum: 1,
        },
        subjectType: {
          required: true,
          enum: ['house', 'car'],
        },
        visitorName: {
          required: true,
          minLength: 1,
          maxLength: 64,
          pattern: '\\S',
        },
      },
    },
  },
  '/public/house/{id}/evaluations': {
    post: {
      body: {
        author: {
          required: true,
          minLength: 1,
          maxLength: 64,
          pattern: '\\S',
        },
        content: {
          required: true,
          minLength: 1,
          maxLength: 500,
          pattern: '\\S',
        },
        score: {
          required: true,
          minimum: 1,
          maximum: 5,
        },
      },
    },
  },
  '/register': {
    post: {
      body: {
        confirmPassword: {
          maxLength: 20,
        },
        email: {
          required: true,
          maxLength: 100,
        },
        emailCode: {
          required: true,
          minLength: 4,
          maxLength: 10,
        },
        inviteCode: {
          required: true,
          minLength: 1,
          maxLength: 32,
        },
        password: {
          required: true,
          minLength: 5,
          maxLength: 20,
        },
        phonenumber: {
          required: true,
          minLength: 5,
          maxLength: 20,
          pattern: '^\\+?[0-9][0-9 -]*$',
        },
        username: {
          required: true,
          minLength: 2,
          maxLength: 20,
        },
      },
    },
  },
  '/search': {
    get: {
      query: {
        q: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
      },
    },
  },
  '/system/article': {
    post: {
      body: {
        author: {
          maxLength: 64,
        },
        category: {
          required: true,
          minLength: 1,
          maxLength: 20,
        },
        content: {
          required: true,
          maxLength: 1000000,
        },
        coverImage: {
          maxLength: 500,
        },
        publishTime: {
          pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$',
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
        summary: {
          maxLength: 500,
        },
        title: {
          required: true,
          minLength: 1,
          maxLength: 200,
          pattern: '\\S',
        },
      },
    },
    put: {
      body: {
        articleId: {
          required: true,
          minimum: 1,
        },
        author: {
          maxLength: 64,
        },
        category: {
          required: true,
          minLength: 1,
          maxLength: 20,
        },
        content: {
          required: true,
          maxLength: 1000000,
        },
        coverImage: {
          maxLength: 500,
        },
        publishTime: {
          pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$',
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
        summary: {
          maxLength: 500,
        },
        title: {
          required: true,
          minLength: 1,
          maxLength: 200,
          pattern: '\\S',
        },
      },
    },
  },
  '/system/article/export': {
    post: {
      body: {
        category: {
          maxLength: 20,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1', ''],
        },
        title: {
          maxLength: 100,
        },
      },
    },
  },
  '/system/article/list': {
    get: {
      query: {
        category: {
          maxLength: 20,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1', ''],
        },
        title: {
          maxLength: 100,
        },
      },
    },
  },
  '/system/car': {
    post: {
      body: {
        agentName: {
          maxLength: 50,
        },
        agentPhone: {
          pattern: '^(\\+?[\\d\\s-]{6,20})?$',
        },
        attribute: {
          maxLength: 100,
        },
        brand: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '\\S',
        },
        carStatus: {
          minLength: 1,
          maxLength: 20,
        },
        cashDeposit: {
          minimum: 0,
          maximum: 999999999999,
        },
        color: {
          maxLength: 30,
        },
        contactMethod: {
          maxLength: 100,
        },
        currency: {
          maxLength: 8,
        },
        dailySalePrice: {
          minimum: 0,
          maximum: 999999999999,
        },
        description: {
          maxLength: 5000,
        },
        displacement: {
          maxLength: 20,
        },
        driveType: {
          maxLength: 10,
        },
        fuelType: {
          maxLength: 20,
        },
        images: {
          maxLength: 20000,
        },
        mileage: {
          minimum: 0,
          maximum: 2000000000,
        },
        model: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '\\S',
        },
        monthlySalePrice: {
          minimum: 0,
          maximum: 999999999999,
        },
        plateNumber: {
          required: true,
          minLength: 1,
          maxLength: 20,
          pattern: '\\S',
        },
        price: {
          minimum: 0,
          maximum: 99999999999999,
        },
        productionYear: {
          minimum: 1900,
          maximum: 2100,
        },
        qualityCar: {},
        remark: {
          maxLength: 500,
        },
        rentPerDay: {
          minimum: 0,
          maximum: 999999999999,
        },
        rentPerMonth: {
          minimum: 0,
          maximum: 999999999999,
        },
        saleCurrency: {
          maxLength: 8,
        },
        saleMoney: {
          minimum: 0,
          maximum: 99999999999999,
        },
        seatCount: {
          minimum: 1,
          maximum: 99,
        },
        transmission: {
          maxLength: 20,
        },
        vehicleType: {
          required: true,
          minLength: 1,
          maxLength: 20,
        },
      },
    },
    put: {
      body: {
        agentName: {
          maxLength: 50,
        },
        agentPhone: {
          pattern: '^(\\+?[\\d\\s-]{6,20})?$',
        },
        attribute: {
          maxLength: 100,
        },
        brand: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '\\S',
        },
        carStatus: {
          minLength: 1,
          maxLength: 20,
        },
        cashDeposit: {
          minimum: 0,
          maximum: 999999999999,
        },
        color: {
          maxLength: 30,
        },
        contactMethod: {
          maxLength: 100,
        },
        currency: {
          maxLength: 8,
        },
        dailySalePrice: {
          minimum: 0,
          maximum: 999999999999,
        },
        description: {
          maxLength: 5000,
        },
        displacement: {
          maxLength: 20,
        },
        driveType: {
          maxLength: 10,
        },
        fuelType: {
          maxLength: 20,
        },
        id: {
          required: true,
          minimum: 1,
        },
        images: {
          maxLength: 20000,
        },
        mileage: {
          minimum: 0,
          maximum: 2000000000,
        },
        model: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '\\S',
        },
        monthlySalePrice: {
          minimum: 0,
          maximum: 999999999999,
        },
        plateNumber: {
          required: true,
          minLength: 1,
          maxLength: 20,
          pattern: '\\S',
        },
        price: {
          minimum: 0,
          maximum: 99999999999999,
        },
        productionYear: {
          minimum: 1900,
          maximum: 2100,
        },
        qualityCar: {},
        remark: {
          maxLength: 500,
        },
        rentPerDay: {
          minimum: 0,
          maximum: 999999999999,
        },
        rentPerMonth: {
          minimum: 0,
          maximum: 999999999999,
        },
        saleCurrency: {
          maxLength: 8,
        },
        saleMoney: {
          minimum: 0,
          maximum: 99999999999999,
        },
        seatCount: {
          minimum: 1,
          maximum: 99,
        },
        transmission: {
          maxLength: 20,
        },
        vehicleType: {
          required: true,
          minLength: 1,
          maxLength: 20,
        },
      },
    },
  },
  '/system/car/export': {
    post: {
      body: {
        brand: {
          maxLength: 50,
        },
        carStatus: {
          maxLength: 20,
        },
        driveType: {
          maxLength: 20,
        },
        fuelType: {
          maxLength: 20,
        },
        model: {
          maxLength: 50,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        plateNumber: {
          maxLength: 20,
        },
        priceMax: {
          minimum: 0,
          maximum: 99999999999999,
        },
        priceMin: {
          minimum: 0,
          maximum: 99999999999999,
        },
        productionYearMax: {
          minimum: 0,
          maximum: 9999,
        },
        productionYearMin: {
          minimum: 0,
          maximum: 9999,
        },
        qualityCar: {
          enum: ['0', '1'],
        },
        rentPerDayMax: {
          minimum: 0,
          maximum: 999999999999,
        },
        rentPerDayMin: {
          minimum: 0,
          maximum: 999999999999,
        },
        rentPerMonthMax: {
          minimum: 0,
          maximum: 999999999999,
        },
        rentPerMonthMin: {
          minimum: 0,
          maximum: 999999999999,
        },
        seatCount: {
          minimum: 1,
          maximum: 99,
        },
        transmission: {
          maxLength: 20,
        },
        vehicleType: {
          maxLength: 20,
        },
      },
    },
  },
  '/system/car/handleLease/{id}': {
    put: {
      body: {
        amount: {
          required: true,
          minimum: 0,
          maximum: 999999999999,
        },
        currency: {
          required: true,
          minLength: 1,
          maxLength: 8,
        },
        customerName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        customerPhone: {
          pattern: '^(\\+?[\\d\\s-]{6,20})?$',
        },
        endDate: {
          required: true,
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        leaseOrderNumber: {
          required: true,
          minLength: 1,
          maxLength: 64,
          pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9_/-]*\\s*$',
        },
        remark: {
          maxLength: 500,
        },
        startDate: {
          required: true,
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        type: {
          required: true,
          enum: ['day', 'month'],
        },
      },
    },
  },
  '/system/car/handleSold/{id}': {
    put: {
      body: {
        buyerName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        buyerPhone: {
          pattern: '^(\\+?[\\d\\s-]{6,20})?$',
        },
        soldCurrency: {
          required: true,
          minLength: 1,
          maxLength: 8,
        },
        soldPrice: {
          required: true,
          minimum: 0,
          maximum: 99999999999999,
        },
      },
    },
  },
  '/system/car/importData': {
    post: {
      query: {
        updateSupport: {
          enum: ['true', 'false', '0', '1'],
        },
      },
    },
  },
  '/system/car/list': {
    get: {
      query: {
        brand: {
          maxLength: 50,
        },
        carStatus: {
          maxLength: 20,
        },
        driveType: {
          maxLength: 20,
        },
        fuelType: {
          maxLength: 20,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        model: {
          maxLength: 50,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        plateNumber: {
          maxLength: 20,
        },
        priceMax: {
          minimum: 0,
          maximum: 99999999999999,
        },
        priceMin: {
          minimum: 0,
          maximum: 99999999999999,
        },
        productionYearMax: {
          minimum: 0,
          maximum: 9999,
        },
        productionYearMin: {
          minimum: 0,
          maximum: 9999,
        },
        qualityCar: {
          enum: ['0', '1'],
        },
        rentPerDayMax: {
          minimum: 0,
          maximum: 999999999999,
        },
        rentPerDayMin: {
          minimum: 0,
          maximum: 999999999999,
        },
        rentPerMonthMax: {
          minimum: 0,
          maximum: 999999999999,
        },
        rentPerMonthMin: {
          minimum: 0,
          maximum: 999999999999,
        },
        seatCount: {
          minimum: 1,
          maximum: 99,
        },
        transmission: {
          maxLength: 20,
        },
        vehicleType: {
          maxLength: 20,
        },
      },
    },
  },
  '/system/carLease/export': {
    post: {
      body: {
        customerName: {
          maxLength: 100,
        },
        leaseOrderNumber: {
          maxLength: 64,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        periodFrom: {
          pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        },
        periodTo: {
          pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        },
        plateNumber: {
          maxLength: 20,
        },
        status: {
          enum: ['active', 'ended', 'endedEarly'],
        },
        type: {
          enum: ['day', 'month'],
        },
      },
    },
  },
  '/system/carLease/list': {
    get: {
      query: {
        customerName: {
          maxLength: 100,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        leaseOrderNumber: {
          maxLength: 64,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        periodFrom: {
          pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        },
        periodTo: {
          pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        },
        plateNumber: {
          maxLength: 20,
        },
        status: {
          enum: ['active', 'ended', 'endedEarly'],
        },
        type: {
          enum: ['day', 'month'],
        },
      },
    },
  },
  '/system/config': {
    post: {
      body: {
        configKey: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '^\\S+$',
        },
        configName: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        configType: {
          enum: ['Y', 'N'],
        },
        configValue: {
          required: true,
          maxLength: 500,
        },
        remark: {
          maxLength: 500,
        },
      },
    },
    put: {
      body: {
        configId: {
          required: true,
          minimum: 1,
        },
        configKey: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '^\\S+$',
        },
        configName: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        configType: {
          enum: ['Y', 'N'],
        },
        configValue: {
          required: true,
          maxLength: 500,
        },
        remark: {
          maxLength: 500,
        },
      },
    },
  },
  '/system/config/export': {
    post: {
      body: {
        configKey: {
          maxLength: 100,
        },
        configName: {
          maxLength: 100,
        },
        configType: {
          enum: ['Y', 'N', ''],
        },
      },
    },
  },
  '/system/config/list': {
    get: {
      query: {
        configKey: {
          maxLength: 100,
        },
        configName: {
          maxLength: 100,
        },
        configType: {
          enum: ['Y', 'N', ''],
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
      },
    },
  },
  '/system/dept': {
    post: {
      body: {
        deptName: {
          required: true,
          minLength: 1,
          maxLength: 30,
          pattern: '\\S',
        },
        email: {
          maxLength: 50,
        },
        leader: {
          maxLength: 20,
        },
        orderNum: {
          required: true,
          minimum: 0,
          maximum: 9999,
        },
        parentId: {
          required: true,
          minimum: 0,
        },
        phone: {
          maxLength: 20,
          pattern: '^\\+?[0-9][0-9 ()-]*$',
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        deptId: {
          required: true,
          minimum: 1,
        },
        deptName: {
          required: true,
          minLength: 1,
          maxLength: 30,
          pattern: '\\S',
        },
        email: {
          maxLength: 50,
        },
        leader: {
          maxLength: 20,
        },
        orderNum: {
          required: true,
          minimum: 0,
          maximum: 9999,
        },
        parentId: {
          required: true,
          minimum: 0,
        },
        phone: {
          maxLength: 20,
          pattern: '^\\+?[0-9][0-9 ()-]*$',
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/dept/list': {
    get: {
      query: {
        deptName: {
          maxLength: 30,
        },
        status: {},
      },
    },
  },
  '/system/developer': {
    post: {
      body: {
        companyName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        contactName: {
          maxLength: 50,
        },
        description: {
          maxLength: 2000,
        },
        logo: {
          maxLength: 500,
        },
        phone: {
          maxLength: 30,
          pattern: '^(\\+?[0-9][0-9 ()-]{4,28})?$',
        },
        remark: {
          maxLength: 500,
        },
        website: {
          maxLength: 500,
        },
      },
    },
    put: {
      body: {
        companyName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        contactName: {
          maxLength: 50,
        },
        description: {
          maxLength: 2000,
        },
        developerId: {
          required: true,
          minimum: 1,
        },
        logo: {
          maxLength: 500,
        },
        phone: {
          maxLength: 30,
          pattern: '^(\\+?[0-9][0-9 ()-]{4,28})?$',
        },
        remark: {
          maxLength: 500,
        },
        website: {
          maxLength: 500,
        },
      },
    },
  },
  '/system/developer/export': {
    post: {
      body: {
        companyName: {
          maxLength: 100,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
      },
    },
  },
  '/system/developer/list': {
    get: {
      query: {
        companyName: {
          maxLength: 100,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
      },
    },
  },
  '/system/dict/data': {
    post: {
      body: {
        cssClass: {
          maxLength: 100,
        },
        dictLabel: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        dictLabelEn: {
          maxLength: 100,
        },
        dictLabelLo: {
          maxLength: 100,
        },
        dictSort: {
          minimum: 0,
          maximum: 99999,
        },
        dictType: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        dictValue: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        isDefault: {
          enum: ['Y', 'N'],
        },
        listClass: {
          maxLength: 100,
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        cssClass: {
          maxLength: 100,
        },
        dictCode: {
          required: true,
          minimum: 1,
        },
        dictLabel: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        dictLabelEn: {
          maxLength: 100,
        },
        dictLabelLo: {
          maxLength: 100,
        },
        dictSort: {
          minimum: 0,
          maximum: 99999,
        },
        dictType: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        dictValue: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        isDefault: {
          enum: ['Y', 'N'],
        },
        listClass: {
          maxLength: 100,
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/dict/data/export': {
    post: {
      body: {
        dictLabel: {
          maxLength: 100,
        },
        dictType: {
          maxLength: 100,
        },
        status: {
          enum: ['0', '1', ''],
        },
      },
    },
  },
  '/system/dict/data/list': {
    get: {
      query: {
        dictLabel: {
          maxLength: 100,
        },
        dictType: {
          maxLength: 100,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1', ''],
        },
      },
    },
  },
  '/system/dict/type': {
    post: {
      body: {
        dictName: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        dictNameEn: {
          maxLength: 100,
        },
        dictNameLo: {
          maxLength: 100,
        },
        dictType: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '^[a-z][a-z0-9_]*$',
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        dictId: {
          required: true,
          minimum: 1,
        },
        dictName: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        dictNameEn: {
          maxLength: 100,
        },
        dictNameLo: {
          maxLength: 100,
        },
        dictType: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '^[a-z][a-z0-9_]*$',
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/dict/type/export': {
    post: {
      body: {
        dictName: {
          maxLength: 100,
        },
        dictType: {
          maxLength: 100,
        },
        status: {
          enum: ['0', '1', ''],
        },
      },
    },
  },
  '/system/dict/type/list': {
    get: {
      query: {
        dictName: {
          maxLength: 100,
        },
        dictType: {
          maxLength: 100,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1', ''],
        },
      },
    },
  },
  '/system/feedback': {
    put: {
      body: {
        feedbackId: {
          required: true,
          minimum: 1,
        },
        remark: {
          maxLength: 500,
        },
        reply: {
          maxLength: 1000,
        },
        status: {
          required: true,
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/feedback/export': {
    post: {
      body: {
        keyword: {
          maxLength: 100,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {},
        subjectType: {},
      },
    },
  },
  '/system/feedback/list': {
    get: {
      query: {
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        keyword: {
          maxLength: 100,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {},
        subjectType: {},
      },
    },
  },
  '/system/houseCode': {
    post: {
      body: {
        dictLabel: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        dictLabelEn: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        dictLabelLo: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        dictSort: {
          minimum: 0,
          maximum: 99999,
        },
        dictType: {
          required: true,
          enum: [
            'house_type',
            'house_ownership',
            'house_parking',
            'house_orientation',
            'house_decoration',
            'house_feature',
            'house_status',
          ],
        },
        dictValue: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '^[A-Za-z0-9][A-Za-z0-9_+.-]*$',
        },
        listClass: {
          enum: ['default', 'primary', 'success', 'info', 'warning', 'danger'],
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        dictCode: {
          required: true,
          minimum: 1,
        },
        dictLabel: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        dictLabelEn: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        dictLabelLo: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        dictSort: {
          minimum: 0,
          maximum: 99999,
        },
        dictType: {
          required: true,
          enum: [
            'house_type',
            'house_ownership',
            'house_parking',
            'house_orientation',
            'house_decoration',
            'house_feature',
            'house_status',
          ],
        },
        dictValue: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '^[A-Za-z0-9][A-Za-z0-9_+.-]*$',
        },
        listClass: {
          enum: ['default', 'primary', 'success', 'info', 'warning', 'danger'],
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/houseCode/list': {
    get: {
      query: {
        dictLabel: {
          maxLength: 100,
        },
        dictType: {
          maxLength: 100,
        },
        dictValue: {
          maxLength: 100,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/houseCustomer': {
    post: {
      body: {
        budgetMax: {
          minimum: 0,
          maximum: 999999999999,
        },
        budgetMin: {
          minimum: 0,
          maximum: 999999999999,
        },
        carModelRequirement: {
          maxLength: 255,
        },
        clientName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        clientSource: {
          maxLength: 20,
        },
        currency: {
          maxLength: 8,
        },
        email: {
          maxLength: 100,
          pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
        },
        expectedMoveInDate: {
          pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$',
        },
        layoutRequirement: {
          maxLength: 255,
        },
        otherRequirements: {
          maxLength: 1000,
        },
        phoneNumber: {
          maxLength: 30,
          pattern: '^(\\+?[\\d\\s()-]{6,20})?$',
        },
        preferredAreas: {
          maxLength: 255,
        },
        remark: {
          maxLength: 500,
        },
        status: {
          minLength: 1,
          maxLength: 20,
        },
      },
    },
    put: {
      body: {
        budgetMax: {
          minimum: 0,
          maximum: 999999999999,
        },
        budgetMin: {
          minimum: 0,
          maximum: 999999999999,
        },
        carModelRequirement: {
          maxLength: 255,
        },
        clientName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        clientSource: {
          maxLength: 20,
        },
        currency: {
          maxLength: 8,
        },
        email: {
          maxLength: 100,
          pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
        },
        expectedMoveInDate: {
          pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$',
        },
        id: {
          required: true,
          minimum: 1,
        },
        layoutRequirement: {
          maxLength: 255,
        },
        otherRequirements: {
          maxLength: 1000,
        },
        phoneNumber: {
          maxLength: 30,
          pattern: '^(\\+?[\\d\\s()-]{6,20})?$',
        },
        preferredAreas: {
          maxLength: 255,
        },
        remark: {
          maxLength: 500,
        },
        status: {
          minLength: 1,
          maxLength: 20,
        },
      },
    },
  },
  '/system/houseCustomer/export': {
    post: {
      body: {
        clientName: {
          maxLength: 100,
        },
        clientSource: {
          maxLength: 20,
        },
        email: {
          maxLength: 100,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        phoneNumber: {
          maxLength: 30,
        },
        status: {
          maxLength: 20,
        },
      },
    },
  },
  '/system/houseCustomer/houseOptions': {
    get: {
      query: {
        name: {
          maxLength: 100,
        },
      },
    },
  },
  '/system/houseCustomer/list': {
    get: {
      query: {
        clientName: {
          maxLength: 100,
        },
        clientSource: {
          maxLength: 20,
        },
        email: {
          maxLength: 100,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        phoneNumber: {
          maxLength: 30,
        },
        status: {
          maxLength: 20,
        },
      },
    },
  },
  '/system/houseCustomer/{id}/houses': {
    post: {
      body: {
        relation: {
          required: true,
          enum: ['viewed', 'leased'],
        },
        roomId: {
          required: true,
          minimum: 1,
        },
      },
    },
  },
  '/system/houseEvaluation': {
    post: {
      body: {
        author: {
          maxLength: 64,
        },
        content: {
          required: true,
          minLength: 1,
          maxLength: 1000,
          pattern: '\\S',
        },
        hidden: {
          enum: ['0', '1'],
        },
        roomId: {
          required: true,
          minimum: 1,
        },
        score: {
          required: true,
          minimum: 1,
          maximum: 5,
        },
      },
    },
    put: {
      body: {
        author: {
          maxLength: 64,
        },
        content: {
          required: true,
          minLength: 1,
          maxLength: 1000,
          pattern: '\\S',
        },
        hidden: {
          enum: ['0', '1'],
        },
        id: {
          required: true,
          minimum: 1,
        },
        roomId: {
          required: true,
          minimum: 1,
        },
        score: {
          required: true,
          minimum: 1,
          maximum: 5,
        },
      },
    },
  },
  '/system/houseEvaluation/houseOptions': {
    get: {
      query: {
        name: {
          maxLength: 100,
        },
      },
    },
  },
  '/system/houseEvaluation/list': {
    get: {
      query: {
        hidden: {
          enum: ['0', '1'],
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        roomId: {
          minimum: 1,
        },
        score: {
          minimum: 1,
          maximum: 5,
        },
        source: {
          enum: ['staff', 'public'],
        },
      },
    },
  },
  '/system/houseLease/export': {
    post: {
      body: {
        currency: {
          maxLength: 8,
        },
        endDateBegin: {
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        endDateEnd: {
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        roomId: {
          minimum: 1,
        },
        status: {
          enum: ['active', 'ended', 'terminated'],
        },
        tenantName: {
          maxLength: 100,
        },
        tenantPhone: {
          maxLength: 30,
        },
      },
    },
  },
  '/system/houseLease/list': {
    get: {
      query: {
        currency: {
          maxLength: 8,
        },
        endDateBegin: {
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        endDateEnd: {
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        roomId: {
          minimum: 1,
        },
        status: {
          enum: ['active', 'ended', 'terminated'],
        },
        tenantName: {
          maxLength: 100,
        },
        tenantPhone: {
          maxLength: 30,
        },
      },
    },
  },
  '/system/houseRoom': {
    post: {
      body: {
        agent: {
          maxLength: 50,
        },
        agentPhone: {
          pattern: '^(\\+?[\\d\\s-]{6,20})?$',
        },
        area: {
          maximum: 9999999999,
        },
        bathrooms: {
          minimum: 1,
          maximum: 9,
        },
        bedrooms: {
          minimum: 1,
          maximum: 9,
        },
        contact: {
          maxLength: 50,
        },
        contactMethod: {
          maxLength: 100,
        },
        coverImage: {
          maxLength: 500,
        },
        currency: {
          maxLength: 8,
        },
        decoration: {
          maxLength: 10,
        },
        deposit: {
          minimum: 0,
          maximum: 999999999999,
        },
        description: {
          maxLength: 5000,
        },
        doorNumber: {
          maxLength: 50,
        },
        draft: {},
        features: {
          maxLength: 1000,
        },
        houseNumber: {
          maxLength: 50,
        },
        images: {
          maxLength: 20000,
        },
        livingRooms: {
          minimum: 1,
          maximum: 9,
        },
        location: {
          maxLength: 255,
        },
        orientation: {
          maxLength: 10,
        },
        ownership: {
          maxLength: 20,
        },
        parking: {
          maxLength: 10,
        },
        region: {
          maxLength: 100,
        },
        remark: {
          maxLength: 500,
        },
        rent: {
          minimum: 0,
          maximum: 999999999999,
        },
        salePrice: {
          minimum: 0,
          maximum: 99999999999999,
        },
        startDate: {
          pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$',
        },
        timeUnit: {
          maxLength: 10,
        },
        type: {
          maxLength: 20,
        },
        videos: {
          maxLength: 5000,
        },
        villageId: {
          minimum: 1,
        },
      },
    },
    put: {
      body: {
        agent: {
          maxLength: 50,
        },
        agentPhone: {
          pattern: '^(\\+?[\\d\\s-]{6,20})?$',
        },
        area: {
          maximum: 9999999999,
        },
        bathrooms: {
          minimum: 1,
          maximum: 9,
        },
        bedrooms: {
          minimum: 1,
          maximum: 9,
        },
        contact: {
          maxLength: 50,
        },
        contactMethod: {
          maxLength: 100,
        },
        coverImage: {
          maxLength: 500,
        },
        currency: {
          maxLength: 8,
        },
        decoration: {
          maxLength: 10,
        },
        deposit: {
          minimum: 0,
          maximum: 999999999999,
        },
        description: {
          maxLength: 5000,
        },
        doorNumber: {
          maxLength: 50,
        },
        draft: {},
        features: {
          maxLength: 1000,
        },
        houseNumber: {
          maxLength: 50,
        },
        id: {
          required: true,
          minimum: 1,
        },
        images: {
          maxLength: 20000,
        },
        livingRooms: {
          minimum: 1,
          maximum: 9,
        },
        location: {
          maxLength: 255,
        },
        orientation: {
          maxLength: 10,
        },
        ownership: {
          maxLength: 20,
        },
        parking: {
          maxLength: 10,
        },
        region: {
          maxLength: 100,
        },
        remark: {
          maxLength: 500,
        },
        rent: {
          minimum: 0,
          maximum: 999999999999,
        },
        salePrice: {
          minimum: 0,
          maximum: 99999999999999,
        },
        startDate: {
          pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$',
        },
        timeUnit: {
          maxLength: 10,
        },
        type: {
          maxLength: 20,
        },
        videos: {
          maxLength: 5000,
        },
        villageId: {
          minimum: 1,
        },
      },
    },
  },
  '/system/houseRoom/authUser/{ids}': {
    put: {
      query: {
        userId: {
          required: true,
          minimum: 1,
        },
      },
    },
  },
  '/system/houseRoom/export': {
    post: {
      body: {
        agent: {
          maxLength: 50,
        },
        areaMax: {
          minimum: 0,
        },
        areaMin: {
          minimum: 0,
        },
        bedrooms: {
          minimum: 0,
          maximum: 99,
        },
        decoration: {
          maxLength: 20,
        },
        houseCode: {
          maxLength: 32,
        },
        location: {
          maxLength: 255,
        },
        ownership: {
          maxLength: 20,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        rentMax: {
          minimum: 0,
        },
        rentMin: {
          minimum: 0,
        },
        salePriceMax: {
          minimum: 0,
        },
        salePriceMin: {
          minimum: 0,
        },
        status: {
          maxLength: 20,
        },
        type: {
          maxLength: 20,
        },
        villageId: {
          minimum: 1,
        },
      },
    },
  },
  '/system/houseRoom/handlePush/{id}': {
    put: {
      body: {
        currency: {
          maxLength: 8,
        },
        endDate: {
          required: true,
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        remark: {
          maxLength: 500,
        },
        rent: {
          minimum: 0,
          maximum: 999999999999,
        },
        startDate: {
          required: true,
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        tenantName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        tenantPhone: {
          pattern: '^(\\+?[\\d\\s-]{6,20})?$',
        },
      },
    },
  },
  '/system/houseRoom/importData': {
    post: {
      query: {
        updateSupport: {
          enum: ['true', 'false', '0', '1'],
        },
      },
    },
  },
  '/system/houseRoom/list': {
    get: {
      query: {
        agent: {
          maxLength: 50,
        },
        areaMax: {
          minimum: 0,
        },
        areaMin: {
          minimum: 0,
        },
        bedrooms: {
          minimum: 0,
          maximum: 99,
        },
        decoration: {
          maxLength: 20,
        },
        houseCode: {
          maxLength: 32,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        location: {
          maxLength: 255,
        },
        orderByColumn: {
          maxLength: 64,
        },
        ownership: {
          maxLength: 20,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        rentMax: {
          minimum: 0,
        },
        rentMin: {
          minimum: 0,
        },
        salePriceMax: {
          minimum: 0,
        },
        salePriceMin: {
          minimum: 0,
        },
        status: {
          maxLength: 20,
        },
        type: {
          maxLength: 20,
        },
        villageId: {
          minimum: 1,
        },
      },
    },
  },
  '/system/houseVillage': {
    post: {
      body: {
        area: {
          minimum: 0,
          maximum: 999999999999,
        },
        buildingType: {
          maxLength: 50,
        },
        developerId: {
          minimum: 1,
        },
        greeningRate: {
          minimum: 0,
          maximum: 100,
        },
        introduction: {
          maxLength: 5000,
        },
        name: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        remark: {
          maxLength: 500,
        },
        year: {
          pattern: '^(\\d{4})?$',
        },
      },
    },
    put: {
      body: {
        area: {
          minimum: 0,
          maximum: 999999999999,
        },
        buildingType: {
          maxLength: 50,
        },
        developerId: {
          minimum: 1,
        },
        greeningRate: {
          minimum: 0,
          maximum: 100,
        },
        id: {
          required: true,
          minimum: 1,
        },
        introduction: {
          maxLength: 5000,
        },
        name: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        remark: {
          maxLength: 500,
        },
        year: {
          pattern: '^(\\d{4})?$',
        },
      },
    },
  },
  '/system/houseVillage/export': {
    post: {
      body: {
        area: {
          minimum: 0,
        },
        name: {
          maxLength: 100,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
      },
    },
  },
  '/system/houseVillage/importData': {
    post: {
      query: {
        updateSupport: {
          enum: ['true', 'false', '0', '1'],
        },
      },
    },
  },
  '/system/houseVillage/list': {
    get: {
      query: {
        area: {
          minimum: 0,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        name: {
          maxLength: 100,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
      },
    },
  },
  '/system/inviteCode/generate': {
    post: {
      body: {
        codeType: {
          required: true,
          enum: ['property', 'vehicle', 'both'],
        },
        count: {
          required: true,
          minimum: 1,
          maximum: 100,
        },
        expireTime: {
          pattern: '^(\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2})?)?)?$',
        },
      },
    },
  },
  '/system/inviteCode/list': {
    get: {
      query: {
        code: {
          maxLength: 32,
        },
        codeType: {
          enum: ['property', 'vehicle', 'both'],
        },
        creator: {
          maxLength: 64,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {
          enum: ['unused', 'used', 'expired'],
        },
      },
    },
  },
  '/system/item': {
    post: {
      body: {
        assigneeId: {
          required: true,
          minimum: 1,
        },
        carId: {
          minimum: 1,
        },
        customerId: {
          minimum: 1,
        },
        description: {
          maxLength: 2000,
        },
        dueDate: {
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        priority: {
          enum: ['1', '2', '3'],
        },
        remark: {
          maxLength: 500,
        },
        roomId: {
          minimum: 1,
        },
        status: {
          enum: ['0', '1', '2', '3'],
        },
        title: {
          required: true,
          minLength: 1,
          maxLength: 200,
          pattern: '\\S',
        },
      },
    },
    put: {
      body: {
        assigneeId: {
          required: true,
          minimum: 1,
        },
        carId: {
          minimum: 1,
        },
        customerId: {
          minimum: 1,
        },
        description: {
          maxLength: 2000,
        },
        dueDate: {
          pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
        },
        itemId: {
          required: true,
          minimum: 1,
        },
        priority: {
          enum: ['1', '2', '3'],
        },
        remark: {
          maxLength: 500,
        },
        roomId: {
          minimum: 1,
        },
        status: {
          enum: ['0', '1', '2', '3'],
        },
        title: {
          required: true,
          minLength: 1,
          maxLength: 200,
          pattern: '\\S',
        },
      },
    },
  },
  '/system/item/export': {
    post: {
      body: {
        assigneeId: {
          minimum: 1,
        },
        carId: {
          minimum: 1,
        },
        customerId: {
          minimum: 1,
        },
        overdue: {
          enum: ['1', ''],
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        priority: {
          enum: ['1', '2', '3', ''],
        },
        roomId: {
          minimum: 1,
        },
        status: {
          enum: ['0', '1', '2', '3', ''],
        },
        title: {
          maxLength: 100,
        },
      },
    },
  },
  '/system/item/linkOptions': {
    get: {
      query: {
        id: {
          minimum: 1,
        },
        kind: {
          required: true,
          enum: ['user', 'house', 'car', 'customer'],
        },
        name: {
          maxLength: 100,
        },
      },
    },
  },
  '/system/item/list': {
    get: {
      query: {
        assigneeId: {
          minimum: 1,
        },
        carId: {
          minimum: 1,
        },
        customerId: {
          minimum: 1,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        overdue: {
          enum: ['1', ''],
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        priority: {
          enum: ['1', '2', '3', ''],
        },
        roomId: {
          minimum: 1,
        },
        status: {
          enum: ['0', '1', '2', '3', ''],
        },
        title: {
          maxLength: 100,
        },
      },
    },
  },
  '/system/link': {
    post: {
      body: {
        icon: {
          maxLength: 100,
          pattern: '^[A-Za-z0-9_#-]*$',
        },
        linkName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        orderNum: {
          required: true,
          minimum: 0,
          maximum: 9999,
        },
        remark: {
          maxLength: 500,
        },
        url: {
          required: true,
          minLength: 1,
          maxLength: 500,
        },
        visible: {
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        icon: {
          maxLength: 100,
          pattern: '^[A-Za-z0-9_#-]*$',
        },
        linkId: {
          required: true,
          minimum: 1,
        },
        linkName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        orderNum: {
          required: true,
          minimum: 0,
          maximum: 9999,
        },
        remark: {
          maxLength: 500,
        },
        url: {
          required: true,
          minLength: 1,
          maxLength: 500,
        },
        visible: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/link/list': {
    get: {
      query: {
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        linkName: {
          maxLength: 100,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        visible: {},
      },
    },
  },
  '/system/menu': {
    post: {
      body: {
        component: {
          maxLength: 255,
          pattern: '^[A-Za-z0-9_./-]*$',
        },
        icon: {
          maxLength: 100,
          pattern: '^[A-Za-z0-9_#-]*$',
        },
        isCache: {},
        isFrame: {},
        menuName: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '\\S',
        },
        menuNameEn: {
          maxLength: 100,
        },
        menuNameLo: {
          maxLength: 100,
        },
        menuType: {
          required: true,
          enum: ['M', 'C', 'F'],
        },
        orderNum: {
          required: true,
          minimum: 0,
          maximum: 9999,
        },
        parentId: {
          required: true,
          minimum: 0,
        },
        path: {
          maxLength: 200,
          pattern: '^\\S*$',
        },
        perms: {
          maxLength: 100,
          pattern: '^[A-Za-z0-9_:*,.-]*$',
        },
        query: {
          maxLength: 255,
        },
        remark: {
          maxLength: 500,
        },
        routeName: {
          maxLength: 50,
          pattern: '^[A-Za-z0-9_-]*$',
        },
        status: {
          enum: ['0', '1'],
        },
        visible: {
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        component: {
          maxLength: 255,
          pattern: '^[A-Za-z0-9_./-]*$',
        },
        icon: {
          maxLength: 100,
          pattern: '^[A-Za-z0-9_#-]*$',
        },
        isCache: {},
        isFrame: {},
        menuId: {
          required: true,
          minimum: 1,
        },
        menuName: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '\\S',
        },
        menuNameEn: {
          maxLength: 100,
        },
        menuNameLo: {
          maxLength: 100,
        },
        menuType: {
          required: true,
          enum: ['M', 'C', 'F'],
        },
        orderNum: {
          required: true,
          minimum: 0,
          maximum: 9999,
        },
        parentId: {
          required: true,
          minimum: 0,
        },
        path: {
          maxLength: 200,
          pattern: '^\\S*$',
        },
        perms: {
          maxLength: 100,
          pattern: '^[A-Za-z0-9_:*,.-]*$',
        },
        query: {
          maxLength: 255,
        },
        remark: {
          maxLength: 500,
        },
        routeName: {
          maxLength: 50,
          pattern: '^[A-Za-z0-9_-]*$',
        },
        status: {
          enum: ['0', '1'],
        },
        visible: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/menu/list': {
    get: {
      query: {
        menuName: {
          maxLength: 50,
        },
        status: {},
        visible: {},
      },
    },
  },
  '/system/module/events': {
    get: {
      query: {
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        moduleName: {
          maxLength: 64,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
      },
    },
  },
  '/system/module/list': {
    get: {
      query: {
        active: {
          enum: ['true', 'false', ''],
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        name: {
          maxLength: 64,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
      },
    },
  },
  '/system/module/publishUrl': {
    post: {
      body: {
        entryUrl: {
          required: true,
          maxLength: 500,
        },
        name: {
          required: true,
          maxLength: 64,
        },
        version: {
          required: true,
          maxLength: 32,
        },
      },
    },
  },
  '/system/module/token': {
    post: {
      body: {
        label: {
          required: true,
          maxLength: 100,
        },
        moduleName: {
          required: true,
          minLength: 1,
          maxLength: 64,
        },
      },
    },
  },
  '/system/module/token/list': {
    get: {
      query: {
        moduleName: {
          maxLength: 64,
        },
      },
    },
  },
  '/system/msg': {
    post: {
      body: {
        content: {
          required: true,
          minLength: 1,
          maxLength: 5000,
          pattern: '\\S',
        },
        remark: {
          maxLength: 500,
        },
        roleIds: {},
        title: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        userIds: {},
      },
    },
    put: {
      body: {
        content: {
          required: true,
          minLength: 1,
          maxLength: 5000,
          pattern: '\\S',
        },
        messageId: {
          required: true,
          minimum: 1,
        },
        remark: {
          maxLength: 500,
        },
        roleIds: {},
        title: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        userIds: {},
      },
    },
  },
  '/system/msg/inbox': {
    get: {
      query: {
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        unread: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/msg/inbox/read': {
    post: {
      query: {
        messageId: {
          minimum: 1,
        },
      },
    },
  },
  '/system/msg/list': {
    get: {
      query: {
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        title: {
          maxLength: 100,
        },
      },
    },
  },
  '/system/notice': {
    post: {
      body: {
        noticeContent: {
          maxLength: 1000000,
        },
        noticeTitle: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '\\S',
        },
        noticeType: {
          required: true,
          enum: ['1', '2'],
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        noticeContent: {
          maxLength: 1000000,
        },
        noticeId: {
          required: true,
          minimum: 1,
        },
        noticeTitle: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '\\S',
        },
        noticeType: {
          required: true,
          enum: ['1', '2'],
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/notice/list': {
    get: {
      query: {
        createBy: {
          maxLength: 64,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        noticeTitle: {
          maxLength: 50,
        },
        noticeType: {},
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        status: {},
      },
    },
  },
  '/system/notice/markRead': {
    post: {
      query: {
        noticeId: {
          required: true,
          minimum: 1,
        },
      },
    },
  },
  '/system/notice/markReadAll': {
    post: {
      query: {
        ids: {
          maxLength: 2000,
          pattern: '^\\d+(,\\d+)*$',
        },
      },
    },
  },
  '/system/notice/readUsers/list': {
    get: {
      query: {
        noticeId: {
          required: true,
          minimum: 1,
        },
        pageNum: {
          minimum: 1,
          maximum: 100000,
        },
        pageSize: {
          minimum: 1,
          maximum: 500,
        },
      },
    },
  },
  '/system/post': {
    post: {
      body: {
        postCode: {
          required: true,
          minLength: 1,
          maxLength: 64,
          pattern: '^[A-Za-z0-9_.-]+$',
        },
        postName: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '\\S',
        },
        postSort: {
          required: true,
          minimum: 0,
          maximum: 9999,
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        postCode: {
          required: true,
          minLength: 1,
          maxLength: 64,
          pattern: '^[A-Za-z0-9_.-]+$',
        },
        postId: {
          required: true,
          minimum: 1,
        },
        postName: {
          required: true,
          minLength: 1,
          maxLength: 50,
          pattern: '\\S',
        },
        postSort: {
          required: true,
          minimum: 0,
          maximum: 9999,
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/post/export': {
    post: {
      body: {
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        postCode: {
          maxLength: 64,
        },
        postName: {
          maxLength: 50,
        },
        status: {},
      },
    },
  },
  '/system/post/list': {
    get: {
      query: {
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        postCode: {
          maxLength: 64,
        },
        postName: {
          maxLength: 50,
        },
        status: {},
      },
    },
  },
  '/system/product': {
    post: {
      body: {
        currency: {
          required: true,
          minLength: 1,
          maxLength: 8,
        },
        description: {
          maxLength: 2000,
        },
        price: {
          required: true,
          minimum: 0,
          maximum: 999999999999,
        },
        productCode: {
          required: true,
          minLength: 1,
          maxLength: 32,
          pattern: '^[A-Za-z0-9_-]+$',
        },
        productName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        currency: {
          required: true,
          minLength: 1,
          maxLength: 8,
        },
        description: {
          maxLength: 2000,
        },
        price: {
          required: true,
          minimum: 0,
          maximum: 999999999999,
        },
        productCode: {
          required: true,
          minLength: 1,
          maxLength: 32,
          pattern: '^[A-Za-z0-9_-]+$',
        },
        productId: {
          required: true,
          minimum: 1,
        },
        productName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        remark: {
          maxLength: 500,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/product/export': {
    post: {
      body: {
        currency: {
          maxLength: 8,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        productName: {
          maxLength: 100,
        },
        status: {},
      },
    },
  },
  '/system/product/list': {
    get: {
      query: {
        currency: {
          maxLength: 8,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        productName: {
          maxLength: 100,
        },
        status: {},
      },
    },
  },
  '/system/role': {
    post: {
      body: {
        deptCheckStrictly: {},
        menuCheckStrictly: {},
        menuIds: {},
        remark: {
          maxLength: 500,
        },
        roleKey: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '^[A-Za-z0-9_:.-]+$',
        },
        roleName: {
          required: true,
          minLength: 1,
          maxLength: 30,
          pattern: '\\S',
        },
        roleSort: {
          required: true,
          minimum: 0,
          maximum: 9999,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
    put: {
      body: {
        deptCheckStrictly: {},
        menuCheckStrictly: {},
        menuIds: {},
        remark: {
          maxLength: 500,
        },
        roleId: {
          required: true,
          minimum: 1,
        },
        roleKey: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '^[A-Za-z0-9_:.-]+$',
        },
        roleName: {
          required: true,
          minLength: 1,
          maxLength: 30,
          pattern: '\\S',
        },
        roleSort: {
          required: true,
          minimum: 0,
          maximum: 9999,
        },
        status: {
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/role/authUser/allocatedList': {
    get: {
      query: {
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        phonenumber: {
          maxLength: 20,
        },
        roleId: {
          required: true,
          minimum: 1,
        },
        userName: {
          maxLength: 30,
        },
      },
    },
  },
  '/system/role/authUser/cancel': {
    put: {
      body: {
        roleId: {
          required: true,
          minimum: 1,
        },
        userId: {
          required: true,
          minimum: 1,
        },
      },
    },
  },
  '/system/role/authUser/cancelAll': {
    put: {
      query: {
        roleId: {
          required: true,
          minimum: 1,
        },
        userIds: {
          required: true,
          maxLength: 8000,
          pattern: '^[1-9]\\d{0,14}(,[1-9]\\d{0,14}){0,499}$',
        },
      },
    },
  },
  '/system/role/authUser/selectAll': {
    put: {
      query: {
        roleId: {
          required: true,
          minimum: 1,
        },
        userIds: {
          required: true,
          maxLength: 8000,
          pattern: '^[1-9]\\d{0,14}(,[1-9]\\d{0,14}){0,499}$',
        },
      },
    },
  },
  '/system/role/authUser/unallocatedList': {
    get: {
      query: {
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        phonenumber: {
          maxLength: 20,
        },
        roleId: {
          required: true,
          minimum: 1,
        },
        userName: {
          maxLength: 30,
        },
      },
    },
  },
  '/system/role/changeStatus': {
    put: {
      body: {
        roleId: {
          required: true,
          minimum: 1,
        },
        status: {
          required: true,
          enum: ['0', '1'],
        },
      },
    },
  },
  '/system/role/dataScope': {
    put: {
      body: {
        dataScope: {
          required: true,
          enum: ['1', '2', '3', '4', '5'],
        },
        deptCheckStrictly: {},
        deptIds: {},
        roleId: {
          required: true,
          minimum: 1,
        },
      },
    },
  },
  '/system/role/export': {
    post: {
      body: {
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        roleKey: {
          maxLength: 100,
        },
        roleName: {
          maxLength: 30,
        },
        status: {},
      },
    },
  },
  '/system/role/list': {
    get: {
      query: {
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        roleKey: {
          maxLength: 100,
        },
        roleName: {
          maxLength: 30,
        },
        status: {},
      },
    },
  },
  '/system/tool/dictLookup': {
    get: {
      query: {
        keyword: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
      },
    },
  },
  '/system/tool/permLookup': {
    get: {
      query: {
        keyword: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '^[A-Za-z0-9_:*@.-]+$',
        },
      },
    },
  },
  '/system/user': {
    post: {
      body: {
        deptId: {
          minimum: 1,
        },
        email: {
          maxLength: 50,
        },
        nickName: {
          required: true,
          minLength: 1,
          maxLength: 30,
          pattern: '\\S',
        },
        password: {
          maxLength: 20,
        },
        phonenumber: {
          minLength: 5,
          maxLength: 20,
          pattern: '^\\+?[0-9][0-9 ()-]*$',
        },
        postIds: {},
        remark: {
          maxLength: 500,
        },
        roleIds: {},
        sex: {},
        status: {
          enum: ['0', '1'],
        },
        userName: {
          required: true,
          minLength: 2,
          maxLength: 20,
          pattern: '^[^\\s,]+$',
        },
      },
    },
    put: {
      body: {
        deptId: {
          minimum: 1,
        },
        email: {
          maxLength: 50,
        },
        nickName: {
          required: true,
          minLength: 1,
          maxLength: 30,
          pattern: '\\S',
        },
        password: {
          maxLength: 20,
        },
        phonenumber: {
          minLength: 5,
          maxLength: 20,
          pattern: '^\\+?[0-9][0-9 ()-]*$',
        },
        postIds: {},
        remark: {
          maxLength: 500,
        },
        roleIds: {},
        sex: {},
        status: {
          enum: ['0', '1'],
        },
        userId: {
          required: true,
          minimum: 1,
        },
        userName: {
          required: true,
          minLength: 2,
          maxLength: 20,
          pattern: '^[^\\s,]+$',
        },
      },
    },
  },
  '/system/user/authRole': {
    put: {
      query: {
        roleIds: {
          maxLength: 2000,
          pattern: '^(\\d+(,\\d+)*)?$',
        },
        userId: {
          required: true,
          minimum: 1,
        },
      },
    },
  },
  '/system/user/changeStatus': {
    put: {
      body: {
        status: {
          required: true,
          enum: ['0', '1'],
        },
        userId: {
          required: true,
          minimum: 1,
        },
      },
    },
  },
  '/system/user/columnSettings/{pageKey}': {
    put: {
      body: {
        columns: {
          required: true,
        },
      },
    },
  },
  '/system/user/export': {
    post: {
      body: {
        deptId: {
          minimum: 1,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        phonenumber: {
          maxLength: 20,
        },
        status: {},
        userName: {
          maxLength: 30,
        },
      },
    },
  },
  '/system/user/importData': {
    post: {
      query: {
        updateSupport: {
          enum: ['true', 'false', '0', '1'],
        },
      },
    },
  },
  '/system/user/list': {
    get: {
      query: {
        deptId: {
          minimum: 1,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        phonenumber: {
          maxLength: 20,
        },
        status: {},
        userName: {
          maxLength: 30,
        },
      },
    },
  },
  '/system/user/profile': {
    put: {
      body: {
        email: {
          required: true,
          maxLength: 100,
        },
        nickName: {
          required: true,
          minLength: 1,
          maxLength: 30,
          pattern: '\\S',
        },
        phonenumber: {
          required: true,
          minLength: 5,
          maxLength: 20,
          pattern: '^\\+?[0-9][0-9 ()-]*$',
        },
        sex: {
          enum: ['0', '1', '2'],
        },
      },
    },
  },
  '/system/user/profile/updatePwd': {
    put: {
      body: {
        newPassword: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        oldPassword: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
      },
    },
  },
  '/system/user/resetPwd': {
    put: {
      body: {
        password: {
          required: true,
          minLength: 1,
          maxLength: 100,
        },
        userId: {
          required: true,
          minimum: 1,
        },
      },
    },
  },
  '/system/work': {
    post: {
      body: {
        carId: {
          minimum: 1,
        },
        customerId: {
          minimum: 1,
        },
        endTime: {
          pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$',
        },
        location: {
          maxLength: 200,
        },
        notes: {
          maxLength: 2000,
        },
        remark: {
          maxLength: 500,
        },
        result: {
          enum: ['0', '1', '2', '3', '4'],
        },
        roomId: {
          minimum: 1,
        },
        staffId: {
          required: true,
          minimum: 1,
        },
        startTime: {
          required: true,
          pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$',
        },
        workType: {
          required: true,
          enum: ['1', '2', '3'],
        },
      },
    },
    put: {
      body: {
        carId: {
          minimum: 1,
        },
        customerId: {
          minimum: 1,
        },
        endTime: {
          pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$',
        },
        location: {
          maxLength: 200,
        },
        notes: {
          maxLength: 2000,
        },
        remark: {
          maxLength: 500,
        },
        result: {
          enum: ['0', '1', '2', '3', '4'],
        },
        roomId: {
          minimum: 1,
        },
        staffId: {
          required: true,
          minimum: 1,
        },
        startTime: {
          required: true,
          pattern: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2})?$',
        },
        workId: {
          required: true,
          minimum: 1,
        },
        workType: {
          required: true,
          enum: ['1', '2', '3'],
        },
      },
    },
  },
  '/system/work/export': {
    post: {
      body: {
        carId: {
          minimum: 1,
        },
        customerId: {
          minimum: 1,
        },
        keyword: {
          maxLength: 100,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        result: {},
        roomId: {
          minimum: 1,
        },
        staffId: {
          minimum: 1,
        },
        workType: {},
      },
    },
  },
  '/system/work/linkOptions': {
    get: {
      query: {
        id: {
          minimum: 1,
        },
        kind: {
          required: true,
          enum: ['user', 'house', 'car', 'customer'],
        },
        name: {
          maxLength: 100,
        },
      },
    },
  },
  '/system/work/list': {
    get: {
      query: {
        carId: {
          minimum: 1,
        },
        customerId: {
          minimum: 1,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        keyword: {
          maxLength: 100,
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        result: {},
        roomId: {
          minimum: 1,
        },
        staffId: {
          minimum: 1,
        },
        workType: {},
      },
    },
  },
  '/system/work/staffSummary': {
    get: {
      query: {
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
      },
    },
  },
  '/vehicle/contracts': {
    post: {
      body: {
        contractTitle: {
          maxLength: 120,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        params: {},
        status: {
          enum: [0, 1, 2],
        },
        templateId: {
          minimum: 1,
        },
      },
    },
  },
  '/vehicle/contracts/{id}/share': {
    post: {
      body: {
        days: {
          minimum: 1,
          maximum: 365,
        },
      },
    },
  },
  '/vehicle/customer': {
    post: {
      body: {
        budgetMax: {
          minimum: 0,
          maximum: 999999999999,
        },
        budgetMin: {
          minimum: 0,
          maximum: 999999999999,
        },
        carModelRequirement: {
          maxLength: 255,
        },
        clientName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        clientSource: {
          maxLength: 20,
        },
        currency: {
          maxLength: 8,
        },
        email: {
          maxLength: 100,
          pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
        },
        expectedMoveInDate: {
          pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$',
        },
        layoutRequirement: {
          maxLength: 255,
        },
        otherRequirements: {
          maxLength: 1000,
        },
        phoneNumber: {
          maxLength: 30,
          pattern: '^(\\+?[\\d\\s()-]{6,20})?$',
        },
        preferredAreas: {
          maxLength: 255,
        },
        remark: {
          maxLength: 500,
        },
        status: {
          minLength: 1,
          maxLength: 20,
        },
      },
    },
    put: {
      body: {
        budgetMax: {
          minimum: 0,
          maximum: 999999999999,
        },
        budgetMin: {
          minimum: 0,
          maximum: 999999999999,
        },
        carModelRequirement: {
          maxLength: 255,
        },
        clientName: {
          required: true,
          minLength: 1,
          maxLength: 100,
          pattern: '\\S',
        },
        clientSource: {
          maxLength: 20,
        },
        currency: {
          maxLength: 8,
        },
        email: {
          maxLength: 100,
          pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
        },
        expectedMoveInDate: {
          pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$',
        },
        id: {
          required: true,
          minimum: 1,
        },
        layoutRequirement: {
          maxLength: 255,
        },
        otherRequirements: {
          maxLength: 1000,
        },
        phoneNumber: {
          maxLength: 30,
          pattern: '^(\\+?[\\d\\s()-]{6,20})?$',
        },
        preferredAreas: {
          maxLength: 255,
        },
        remark: {
          maxLength: 500,
        },
        status: {
          minLength: 1,
          maxLength: 20,
        },
      },
    },
  },
  '/vehicle/customer/export': {
    post: {
      body: {
        clientName: {
          maxLength: 100,
        },
        clientSource: {
          maxLength: 20,
        },
        email: {
          maxLength: 100,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        phoneNumber: {
          maxLength: 30,
        },
        status: {
          maxLength: 20,
        },
      },
    },
  },
  '/vehicle/customer/list': {
    get: {
      query: {
        clientName: {
          maxLength: 100,
        },
        clientSource: {
          maxLength: 20,
        },
        email: {
          maxLength: 100,
        },
        isAsc: {
          enum: ['asc', 'desc', 'ascending', 'descending'],
        },
        orderByColumn: {
          maxLength: 64,
        },
        pageNum: {
          minimum: 1,
          maximum: 1000000,
        },
        pageSize: {
          minimum: 1,
          maximum: 1000,
        },
        'params[beginTime]': {
          maxLength: 19,
        },
        'params[endTime]': {
          maxLength: 19,
        },
        phoneNumber: {
          maxLength: 30,
        },
        status: {
          maxLength: 20,
        },
      },
    },
  },
} as const;
