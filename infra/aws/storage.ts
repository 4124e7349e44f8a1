import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE_DEFINITION } from '../../functions/data/table.ts';

/**
 * The single DynamoDB table, built from TABLE_DEFINITION (the same definition the local runtime
 * creates its table from). Every key attribute is a string, as in infra/local/dynamo.ts.
 * The table holds the only copy of the data: it survives stack deletion (RETAIN) and cannot be
 * deleted by accident (deletion protection); point-in-time recovery keeps 35 days of restores.
 */
export function createTable(scope: Construct): TableV2 {
  const { partitionKey, sortKey, indexes, ttlAttribute } = TABLE_DEFINITION;
  return new TableV2(scope, 'Table', {
    partitionKey: { name: partitionKey, type: AttributeType.STRING },
    sortKey: { name: sortKey, type: AttributeType.STRING },
    billing: Billing.onDemand(),
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    timeToLiveAttribute: ttlAttribute,
    globalSecondaryIndexes: indexes.map((index) => ({
      indexName: index.name,
      partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
      sortKey: { name: index.sortKey, type: AttributeType.STRING },
      // `include` lists the attributes an index carries besides the keys; without it, all of them.
      ...(index.include ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: index.include } : { projectionType: ProjectionType.ALL }),
    })),
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}
