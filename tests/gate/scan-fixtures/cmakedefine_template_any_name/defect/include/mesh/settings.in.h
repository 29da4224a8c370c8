#pragma once
#cmakedefine MESH_WINDOWS
