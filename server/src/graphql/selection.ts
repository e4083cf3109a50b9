// What a query selects under the field being resolved, so that a resolver can load it in the same statement as the
// parent (docs/decisions/0013-set-based-reads.md) instead of leaving each field to its own DataLoader round.
import { getArgumentValues, getNamedType, isObjectType, Kind, type FieldNode, type GraphQLField, type GraphQLNamedType, type GraphQLResolveInfo } from "graphql";

export interface Selected {
  /** Whether the field of this name is selected (in the selection itself or through any fragment). */
  has(name: string): boolean;
  /** The names of the fields selected. */
  names(): IterableIterator<string>;
  /** The arguments of the first selection of this field (variables applied, defaults filled), or undefined. */
  args(name: string): Record<string, unknown> | undefined;
}

/** The fields under these nodes by name, gathered through fragments and inline fragments of any type condition. */
function collect(nodes: readonly FieldNode[], info: GraphQLResolveInfo): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const seen = new Set<string>();
  const visit = (selections: FieldNode["selectionSet"]) => {
    for (const selection of selections?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields.set(selection.name.value, [...(fields.get(selection.name.value) ?? []), selection]);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of nodes) visit(node.selectionSet);
  return fields;
}

/**
 * The fields selected on the object the current field resolves to, or on the object at `path` below it (a
 * connection's ["edges", "node"]). Fragments of any type condition count, and @skip and @include are not read: a field
 * counted that will not be resolved only makes the load read a little more.
 */
export function selectedFields(info: GraphQLResolveInfo, path: string[] = []): Selected {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  let type: GraphQLNamedType | undefined = getNamedType(info.returnType);
  for (const name of path) {
    nodes = collect(nodes, info).get(name) ?? [];
    const field: GraphQLField<unknown, unknown> | undefined = type && isObjectType(type) ? type.getFields()[name] : undefined;
    type = field ? getNamedType(field.type) : undefined;
  }
  const fields = collect(nodes, info);
  return {
    has: (name) => fields.has(name),
    names: () => fields.keys(),
    args: (name) => {
      const node = fields.get(name)?.[0];
      const definition = node && type && isObjectType(type) ? type.getFields()[name] : undefined;
      return node && definition ? getArgumentValues(definition, node, info.variableValues) : undefined;
    },
  };
}
