// GraphQL resolvers for portfolio albums: thin adapters onto AlbumService; lists come through per-request DataLoaders.
import type { Resolvers } from "../../graphql/resolvers-types.js";
import { pageRequest, toConnection } from "../profiles/connection.js";

export const albumResolvers: Resolvers = {
  Query: {
    album: (_parent, { id }, { services }) => services.albums.find(id),
  },
  Mutation: {
    createAlbum: (_parent, { title }, { services, caller }) => services.albums.create(caller, { title }),
    addAlbumImage: async (_parent, { albumId, file }, { services, caller }) => services.albums.addImage(caller, albumId, (await file).buffer),
    deleteAlbumImage: (_parent, { imageId }, { services, caller }) => services.albums.deleteImage(caller, imageId),
    deleteAlbum: async (_parent, { albumId }, { services, caller }) => {
      await services.albums.delete(caller, albumId);
      return { success: true, message: "Album deleted" };
    },
  },
  HouseManager: {
    albums: (profile, _args, { loaders }) => loaders.albumsByHouseManager.load(profile.id),
    albumsConnection: async (profile, { first, after }, { loaders }) =>
      toConnection(await loaders.albumPageByHouseManager.load({ houseManagerId: profile.id, ...pageRequest(first, after) })),
  },
  Album: {
    id: (album) => String(album.id),
    images: (album, _args, { loaders }) => loaders.imagesByAlbum.load(album.id),
  },
  AlbumImage: {
    id: (image) => String(image.id),
  },
};
