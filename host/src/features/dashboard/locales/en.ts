const en = {
  title: 'Dashboard',
  refresh: 'Refresh',
  loadFailed: 'The figures could not be loaded.',
  noData: 'No data yet',
  nothingToShow: 'Your roles do not include any of the figures shown here.',
  houses: 'Houses',
  vehicles: 'Vehicles',
  contracts: 'Contracts',
  customers: 'Customers',
  total: {
    houses: 'Houses',
    vehicles: 'Vehicles',
    contracts: 'Contracts',
    customers: 'Customers',
  },
  housesByStatus: 'Houses by status',
  vehiclesByStatus: 'Vehicles by status',
  contractsByMonth: 'Contracts per month',
  customersBySource: 'Customers by source',
};

export default en;
