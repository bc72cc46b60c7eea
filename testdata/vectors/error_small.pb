
validation_failed'validate document: 2 fields are invalid!
department.codemust be a UUID)
goods[0].amountmust be greater than 0